import { PageIntro } from "../app/PageIntro";
import { useLayoutData } from "../layouts/useLayoutData";
import { pricingIntro } from "./intros/pricing";

export default function PricingPage() {
  const { links } = useLayoutData();
  return <PageIntro messages={pricingIntro} links={links} />;
}
