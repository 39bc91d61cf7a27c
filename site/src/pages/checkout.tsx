import { PageIntro } from "../app/PageIntro";
import { useLayoutData } from "../layouts/useLayoutData";
import { checkoutIntro } from "./intros/checkout";

export default function CheckoutPage() {
  const { links } = useLayoutData();
  return <PageIntro messages={checkoutIntro} links={links} plain />;
}
