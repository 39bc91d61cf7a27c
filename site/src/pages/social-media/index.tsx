import { PageIntro } from "../../app/PageIntro";
import { useLayoutData } from "../../layouts/useLayoutData";
import { socialMediaIntro } from "../intros/social-media";

export default function SocialMediaPage() {
  const { links } = useLayoutData();
  return <PageIntro messages={socialMediaIntro} links={links} />;
}
