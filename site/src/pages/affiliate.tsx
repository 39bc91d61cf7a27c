import { PageIntro } from "../app/PageIntro";
import { useLayoutData } from "../layouts/useLayoutData";
import { affiliateIntro } from "./intros/affiliate";

export default function AffiliatePage() {
  const { links } = useLayoutData();
  return <PageIntro messages={affiliateIntro} links={links} />;
}
