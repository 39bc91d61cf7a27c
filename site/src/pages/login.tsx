import { useLayoutData } from "../app/frame/useLayoutData";
import { PageIntro } from "../app/PageIntro";
import { loginIntro } from "./intros/login";

export default function LoginPage() {
  const { links } = useLayoutData();
  return <PageIntro messages={loginIntro} links={links} plain />;
}
