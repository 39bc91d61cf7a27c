import { useLayoutData } from "../app/frame/useLayoutData";
import { PageIntro } from "../app/PageIntro";
import { paysucIntro } from "./intros/paysuc";

export default function PaySucPage() {
  const { links } = useLayoutData();
  return <PageIntro messages={paysucIntro} links={links} plain />;
}
