import { PageIntro } from "../app/PageIntro";
import { useLayoutData } from "../layouts/useLayoutData";
import { termsuseIntro } from "./intros/termsuse";

export default function TermsOfUsePage() {
  const { links } = useLayoutData();
  return <PageIntro messages={termsuseIntro} links={links} />;
}
