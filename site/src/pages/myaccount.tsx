import { PageIntro } from "../app/PageIntro";
import { useLayoutData } from "../layouts/useLayoutData";
import { myaccountIntro } from "./intros/myaccount";

export default function MyAccountPage() {
  const { links } = useLayoutData();
  return <PageIntro messages={myaccountIntro} links={links} plain />;
}
