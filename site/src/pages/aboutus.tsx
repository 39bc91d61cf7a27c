import { useLayoutData } from "../app/frame/useLayoutData";
import { PageIntro } from "../app/PageIntro";
import { aboutusIntro } from "./intros/aboutus";

export default function AboutUsPage() {
  const { links } = useLayoutData();
  return <PageIntro messages={aboutusIntro} links={links} />;
}
