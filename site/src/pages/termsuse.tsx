import { useLayoutData } from "../app/frame/useLayoutData";
import { PageIntro } from "../app/PageIntro";
import { termsuseIntro } from "./intros/termsuse";

export default function TermsOfUsePage() {
  const { links } = useLayoutData();
  return <PageIntro messages={termsuseIntro} links={links} />;
}
