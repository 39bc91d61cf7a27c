import { useLayoutData } from "../app/frame/useLayoutData";
import { PageIntro } from "../app/PageIntro";
import { forgetpasswordIntro } from "./intros/forgetpassword";

export default function ForgetPasswordPage() {
  const { links } = useLayoutData();
  return <PageIntro messages={forgetpasswordIntro} links={links} plain />;
}
