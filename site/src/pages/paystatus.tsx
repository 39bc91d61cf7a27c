import { PageIntro } from "../app/PageIntro";
import { useLayoutData } from "../layouts/useLayoutData";
import { paystatusIntro } from "./intros/paystatus";

export default function PayStatusPage() {
  const { links } = useLayoutData();
  return <PageIntro messages={paystatusIntro} links={links} plain />;
}
