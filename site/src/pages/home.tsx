import { useLayoutData } from "../app/frame/useLayoutData";
import { PageIntro } from "../app/PageIntro";
import { homeIntro } from "./intros/home";

export default function HomePage() {
  const { links } = useLayoutData();
  return <PageIntro messages={homeIntro} links={links} />;
}
