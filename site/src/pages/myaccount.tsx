import { useLayoutData } from "../app/frame/useLayoutData";
import { PageIntro } from "../app/PageIntro";
import { myaccountIntro } from "./intros/myaccount";

export default function MyAccountPage() {
  const { links } = useLayoutData();
  return <PageIntro messages={myaccountIntro} links={links} plain />;
}
