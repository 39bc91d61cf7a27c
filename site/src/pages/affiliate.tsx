import { useLayoutData } from "../app/frame/useLayoutData";
import { PageIntro } from "../app/PageIntro";
import { affiliateIntro } from "./intros/affiliate";

export default function AffiliatePage() {
  const { links } = useLayoutData();
  return <PageIntro messages={affiliateIntro} links={links} />;
}
