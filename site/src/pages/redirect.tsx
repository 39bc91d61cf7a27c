import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { useLayoutData } from "../app/frame/useLayoutData";
import { PageIntro } from "../app/PageIntro";
import { useGuardedNavigate } from "../app/routing/guarded-navigation";
import { resolveRedirectTarget } from "../app/routing/redirect-target";
import { redirectIntro } from "./intros/redirect";

/**
 * SPEC.md §2 "Redirect helper": `/redirect?to=/pricing` sends the visitor on
 * within the site (in their language); anything else (another site, a
 * dangerous protocol) is refused and the page says so.
 */
export default function RedirectPage() {
  const [search] = useSearchParams();
  const navigate = useGuardedNavigate();
  const { locale } = useLayoutData();
  const [refused, setRefused] = useState(false);
  useEffect(() => {
    const target = resolveRedirectTarget(search.get("to"), locale, window.location.origin);
    if (target) navigate(target, { replace: true });
    else setRefused(true);
  }, [search, locale, navigate]);
  return (
    <div aria-live="polite">
      <PageIntro
        messages={refused ? { ...redirectIntro, body: redirectIntro.notAllowed } : redirectIntro}
        plain
      />
    </div>
  );
}
