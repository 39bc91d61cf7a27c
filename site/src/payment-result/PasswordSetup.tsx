import { useIntl } from "react-intl";
import { quietApi } from "../api/quiet";
import { TitledCard } from "../app/TitledCard";
import { paysucMessages as m } from "./paysuc-messages";
import { SetPasswordForm } from "./SetPasswordForm";

/** set_password, signed in: the call also marks the session's user as having one (password_set 1). */
const setPasswordSignedIn = (body: { password: string; locale: string }) =>
  quietApi().then((calls) => calls.setPassword(body));

/** "Set a password" for an account made at checkout without one. */
export function PasswordSetup({ locale }: { locale: string }) {
  const intl = useIntl();
  return (
    <TitledCard
      slot="paysuc-password"
      title={intl.formatMessage(m.passwordTitle)}
      description={intl.formatMessage(m.passwordBody)}
    >
      <SetPasswordForm locale={locale} setPassword={setPasswordSignedIn} />
    </TitledCard>
  );
}
