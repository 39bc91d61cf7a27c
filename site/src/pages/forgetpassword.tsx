import { useMemo } from "react";
import { useLocation } from "react-router";
import { quietApi } from "../api/quiet";
import { useLayoutData } from "../app/frame/useLayoutData";
import { useHydrated } from "../app/hooks/useHydrated";
import { PageIntro } from "../app/PageIntro";
import { useGuardedNavigate } from "../app/routing/guarded-navigation";
import { ForgetPasswordForm, type ResetCalls } from "../auth/ForgetPasswordForm";
import { afterSignInPath } from "../auth/redirect-param";
import { forgetpasswordIntro } from "./intros/forgetpassword";

/** The reset's calls through the quiet client: the form words every failure itself. */
const resetCalls: ResetCalls = {
  requestCode: (body) => quietApi().then((calls) => calls.requestVerification(body)),
  setPassword: (body) => quietApi().then((calls) => calls.setPassword(body)),
  logIn: (body) => quietApi().then((calls) => calls.login(body)),
};

/**
 * /forgetpassword: a code by mail (in the visitor's language), then a new
 * password with it, then signed in and on to /myaccount. The mail's link
 * (`?email=…&code=…&type=…`) opens the second step with the code filled in.
 */
export default function ForgetPasswordPage() {
  const { links, locale } = useLayoutData();
  const navigate = useGuardedNavigate();
  const location = useLocation();
  // The prerendered page knows no query: the mail's link is read after hydration.
  const search = useHydrated() ? location.search : "";
  const initial = useMemo(() => {
    const query = new URLSearchParams(search);
    return { email: query.get("email"), code: query.get("code"), type: query.get("type") };
  }, [search]);
  return (
    <div className="flex flex-col gap-8">
      <PageIntro messages={forgetpasswordIntro} links={links} plain />
      <ForgetPasswordForm
        // A new link (another code) starts the form again.
        key={search}
        locale={locale}
        calls={resetCalls}
        initial={initial}
        onSignedIn={() => navigate(afterSignInPath(null, locale), { replace: true })}
      />
    </div>
  );
}
