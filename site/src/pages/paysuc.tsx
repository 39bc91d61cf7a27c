import { PageIntro } from "../app/PageIntro";
import { useLayoutData } from "../layouts/useLayoutData";
import { paysucIntro } from "./intros/paysuc";

export default function PaySucPage() {
  const { links } = useLayoutData();
  return <PageIntro messages={paysucIntro} links={links} plain />;
}
