import { useLayoutData } from "../../app/frame/useLayoutData";
import { PageIntro } from "../../app/PageIntro";
import type { SocialMediaUseCase } from "../../app/routing/site-pages";
import { socialMediaIntros } from "../intros/social-media";

/** One of the known sub-pages; the frame has already answered 404 for any other value. */
export default function SocialMediaUseCasePage() {
  const { links, params } = useLayoutData();
  const value = params.id as SocialMediaUseCase;
  return <PageIntro messages={socialMediaIntros[value]} links={links.pages?.[value] ?? links} />;
}
