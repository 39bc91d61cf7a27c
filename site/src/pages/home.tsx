import { PageIntro } from "../app/PageIntro";
import { useLayoutData } from "../layouts/useLayoutData";
import { homeIntro } from "./intros/home";

export default function HomePage() {
  const { links } = useLayoutData();
  return <PageIntro messages={homeIntro} links={links} />;
}
