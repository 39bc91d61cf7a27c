import { PageIntro } from "../app/PageIntro";
import { useLayoutData } from "../layouts/useLayoutData";
import { loginIntro } from "./intros/login";

export default function LoginPage() {
  const { links } = useLayoutData();
  return <PageIntro messages={loginIntro} links={links} plain />;
}
