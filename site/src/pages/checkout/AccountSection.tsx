import { EmailField } from "@mvpn/design-system";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { Link, useLocation } from "react-router";
import { loginPathFor } from "../../auth/login-path";
import { checkoutMessages } from "../../checkout/checkout-messages";
import type { CheckoutFormModel } from "./useCheckoutPay";

/** Step 2: who the plan is for; a new visitor gives an email, a signed-in one is named. */
export function AccountSection({
  form,
  locale,
  signedInName,
  disabled,
}: {
  form: CheckoutFormModel;
  locale: string;
  signedInName: string | null;
  disabled: boolean;
}) {
  const intl = useIntl();
  const location = useLocation();
  return (
    <section aria-labelledby="checkout-account-heading" className="flex flex-col gap-4">
      <h2 id="checkout-account-heading" className="font-display text-text m-0 text-xl font-bold">
        {intl.formatMessage(checkoutMessages.accountHeading)}
      </h2>
      {signedInName !== null ? (
        <p className="text-text-muted m-0">
          {intl.formatMessage(checkoutMessages.signedInAs, { name: signedInName || "—" })}
        </p>
      ) : (
        <>
          <p className="text-text-muted m-0">{intl.formatMessage(checkoutMessages.accountBody)}</p>
          <EmailField
            name="email"
            autoComplete="email"
            label={intl.formatMessage(checkoutMessages.emailLabel)}
            {...form.control("email")}
            error={form.errors.email ? intl.formatMessage(form.errors.email) : undefined}
            disabled={disabled}
            required
          />
          <p className="text-text-muted m-0 text-sm">
            {intl.formatMessage(checkoutMessages.haveAccount, {
              link: (chunks: ReactNode) => (
                <Link
                  className="text-text-link underline"
                  to={loginPathFor(locale, `${location.pathname}${location.search}`)}
                >
                  {chunks}
                </Link>
              ),
            })}
          </p>
        </>
      )}
    </section>
  );
}
