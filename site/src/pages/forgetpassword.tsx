import { PageIntro } from "../app/PageIntro";
import { useLayoutData } from "../layouts/useLayoutData";
import { forgetpasswordIntro } from "./intros/forgetpassword";

export default function ForgetPasswordPage() {
  const { links } = useLayoutData();
  return <PageIntro messages={forgetpasswordIntro} links={links} plain />;
}
