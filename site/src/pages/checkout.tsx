import { useLayoutData } from "../app/frame/useLayoutData";
import { PageIntro } from "../app/PageIntro";
import { checkoutIntro } from "./intros/checkout";

export default function CheckoutPage() {
  const { links } = useLayoutData();
  return <PageIntro messages={checkoutIntro} links={links} plain />;
}
