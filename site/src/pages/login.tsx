import { useLocation } from "react-router";
import { quietApi } from "../api/quiet";
import { useLayoutData } from "../app/frame/useLayoutData";
import { PageIntro } from "../app/PageIntro";
import { useGuardedNavigate } from "../app/routing/guarded-navigation";
import { LoginForm } from "../auth/LoginForm";
import { afterSignInPath, REDIRECT_PARAM } from "../auth/redirect-param";
import { loginIntro } from "./intros/login";

/** web/login through the quiet client: the form words every failure itself. */
const logIn = (body: { email: string; password: string }) =>
  quietApi().then((calls) => calls.login(body));

/**
 * /login: email and password, then back to where the visitor came from
 * (`?redirect=`, this site's own paths only) or /myaccount, in their language.
 */
export default function LoginPage() {
  const { links, locale } = useLayoutData();
  const navigate = useGuardedNavigate();
  const location = useLocation();
  const redirect = new URLSearchParams(location.search).get(REDIRECT_PARAM);
  return (
    <div className="flex flex-col gap-8">
      <PageIntro messages={loginIntro} links={links} plain />
      <LoginForm
        locale={locale}
        logIn={logIn}
        onSignedIn={() => navigate(afterSignInPath(redirect, locale), { replace: true })}
      />
    </div>
  );
}
