import { Card, CardContent, CardDescription, CardTitle } from "@mvpn/design-system";
import { useIntl } from "react-intl";
import { quietApi } from "../api/quiet";
import { paysucMessages as m } from "./paysuc-messages";
import { SetPasswordForm } from "./SetPasswordForm";

/** set_password, signed in: the call also marks the session's user as having one (password_set 1). */
const setPasswordSignedIn = (body: { password: string; locale: string }) =>
  quietApi().then((calls) => calls.setPassword(body));

/** "Set a password" for an account made at checkout without one. */
export function PasswordSetup({ locale }: { locale: string }) {
  const intl = useIntl();
  return (
    <Card data-slot="paysuc-password">
      <CardContent gap="md">
        <div className="flex flex-col gap-2">
          <CardTitle headingLevel={2}>{intl.formatMessage(m.passwordTitle)}</CardTitle>
          <CardDescription>{intl.formatMessage(m.passwordBody)}</CardDescription>
        </div>
        <SetPasswordForm locale={locale} setPassword={setPasswordSignedIn} />
      </CardContent>
    </Card>
  );
}
