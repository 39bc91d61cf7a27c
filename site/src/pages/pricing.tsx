import { useLayoutData } from "../app/frame/useLayoutData";
import { PageIntro } from "../app/PageIntro";
import { pricingIntro } from "./intros/pricing";

export default function PricingPage() {
  const { links } = useLayoutData();
  return <PageIntro messages={pricingIntro} links={links} />;
}
