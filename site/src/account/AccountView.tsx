import { Spinner } from "@mvpn/design-system";
import { useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { quietApi } from "../api/quiet";
import { useQuery } from "../app/hooks/useQuery";
import { useSessionUser } from "../payment-result/useSessionUser";
import { isLoggedIn } from "../state/session";
import { accountMessages as m } from "./account-messages";
import { DevicesCard } from "./DevicesCard";
import { IpBindingCard } from "./IpBindingCard";
import { LoadFailed } from "./LoadFailed";
import { ChangePasswordCard, SetPasswordCard } from "./PasswordCards";
import { ProfileCard } from "./ProfileCard";
import { SubscriptionsCard } from "./SubscriptionsCard";

/**
 * The profile, read after hydration with the quiet client: a 401/403 or a
 * session-expiry code is the error table's (SPEC.md §4, §8: to /login, or
 * the "log in again" confirm), everything else this page words itself.
 */
function useProfile() {
  // Signed out: the auth middleware sends the visitor to /login before this runs.
  return useQuery(() => quietApi().then((calls) => calls.profile()), [], {
    enabled: isLoggedIn(),
  });
}

/** /myaccount once the visitor is known: profile, password, subscriptions, IP binding, devices. */
export function AccountView({ locale }: { locale: string }) {
  const intl = useIntl();
  const profile = useProfile();
  const user = useSessionUser();
  const [needsPassword, setNeedsPassword] = useState(false);
  useEffect(() => {
    if (profile.status === "ready" && profile.data.is_password_set === 0) setNeedsPassword(true);
  }, [profile]);

  if (profile.status === "failed") return <LoadFailed live onRetry={profile.retry} />;
  if (profile.status !== "ready") {
    return (
      <div className="text-text-muted flex min-h-64 items-center justify-center">
        <Spinner label={intl.formatMessage(m.loading)} />
      </div>
    );
  }
  const hasPassword = (user?.password_set ?? profile.data.is_password_set) === 1;
  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start" data-slot="account">
      <div className="flex min-w-0 flex-col gap-6">
        <ProfileCard profile={profile.data} locale={locale} />
        {needsPassword ? <SetPasswordCard locale={locale} /> : null}
        {hasPassword ? <ChangePasswordCard locale={locale} /> : null}
      </div>
      <div className="flex min-w-0 flex-col gap-6">
        <SubscriptionsCard locale={locale} />
        <IpBindingCard />
        <DevicesCard locale={locale} />
      </div>
    </div>
  );
}
