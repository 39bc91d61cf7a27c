import { useLayoutData } from "../../app/frame/useLayoutData";
import { PageIntro } from "../../app/PageIntro";
import { socialMediaIntro } from "../intros/social-media";

export default function SocialMediaPage() {
  const { links } = useLayoutData();
  return <PageIntro messages={socialMediaIntro} links={links} />;
}
