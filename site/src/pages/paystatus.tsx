import { useLayoutData } from "../app/frame/useLayoutData";
import { PageIntro } from "../app/PageIntro";
import { paystatusIntro } from "./intros/paystatus";

export default function PayStatusPage() {
  const { links } = useLayoutData();
  return <PageIntro messages={paystatusIntro} links={links} plain />;
}
