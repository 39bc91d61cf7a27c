import { PageIntro } from "../app/PageIntro";
import { useLayoutData } from "../layouts/useLayoutData";
import { aboutusIntro } from "./intros/aboutus";

export default function AboutUsPage() {
  const { links } = useLayoutData();
  return <PageIntro messages={aboutusIntro} links={links} />;
}
