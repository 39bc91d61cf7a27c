import {
  Alert,
  Button,
  CARD_FIELD_NAMES,
  CardFields,
  type PaymentMethod,
  PaymentMethodPicker,
} from "@mvpn/design-system";
import type { FocusEvent, ReactNode, RefObject } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { withLanguage } from "../../app/routing/paths";
import { checkoutMessages, methodMessages } from "../../checkout/checkout-messages";
import {
  foldMethods,
  METHOD_LOGOS,
  PAYMENT_FLOWS,
  type ProviderId,
} from "../../checkout/payment-methods";
import type { CheckoutNotice } from "./notice";
import type { CheckoutData } from "./useCheckoutData";
import type { CheckoutFormModel } from "./useCheckoutPay";

const CARD_FIELDS = ["number", "expiry", "cvc"] as const;

/** The card field an input is, by its form name (`cc-number`…), for the form's blur check. */
const cardFieldOf = (event: FocusEvent<HTMLFieldSetElement>) =>
  CARD_FIELDS.find(
    (field) => CARD_FIELD_NAMES[field] === (event.target as Element).getAttribute("name"),
  );

/** Step 3: how to pay, what the provider needs (a card's fields, or where the visitor goes), the notice, Pay. */
export function PaymentSection({
  form,
  data,
  locale,
  method,
  onMethodChange,
  notice,
  noticeRef,
  payLabel,
  canPay,
  disabled,
}: {
  form: CheckoutFormModel;
  data: CheckoutData;
  locale: string;
  method: ProviderId | null;
  onMethodChange: (method: string) => void;
  notice: CheckoutNotice | null;
  noticeRef: RefObject<HTMLDivElement | null>;
  /** Pay's words: the amount due today, or the provider it goes on to. */
  payLabel: string;
  canPay: boolean;
  disabled: boolean;
}) {
  const intl = useIntl();
  const methodName = method ? intl.formatMessage(methodMessages[method]) : "";
  const flow = method ? PAYMENT_FLOWS[method] : null;
  const methodOf = (id: ProviderId): PaymentMethod => ({
    value: id,
    label: intl.formatMessage(methodMessages[id]),
    description: intl.formatMessage(methodMessages[`${id}Description`]),
    logos: METHOD_LOGOS[id],
  });
  // Card, wallets and PayPal first; the rest fold, unless nothing is left to stand first.
  const { first, more: folded } = foldMethods(data.providers);
  const cardErrors: Partial<Record<(typeof CARD_FIELDS)[number], string>> = {};
  for (const field of CARD_FIELDS) {
    const error = form.errors[field];
    if (error) cardErrors[field] = intl.formatMessage(error);
  }

  return (
    <section aria-labelledby="checkout-payment-heading" className="flex flex-col gap-4">
      <h2 id="checkout-payment-heading" className="font-display text-text m-0 text-xl font-bold">
        {intl.formatMessage(checkoutMessages.paymentHeading)}
      </h2>
      {data.providers.length === 0 || !method ? (
        <Alert tone="error">{intl.formatMessage(checkoutMessages.noMethods)}</Alert>
      ) : (
        <>
          <PaymentMethodPicker
            methods={first.map(methodOf)}
            more={{
              label: intl.formatMessage(checkoutMessages.moreMethods),
              methods: folded.map(methodOf),
            }}
            value={method}
            onValueChange={onMethodChange}
            aria-labelledby="checkout-payment-heading"
            disabled={disabled}
          />
          {flow === "card" ? (
            <CardFields
              value={form.values.card}
              onValueChange={(card) => form.setValue("card", card)}
              onBlur={(event) => {
                const field = cardFieldOf(event);
                if (field) form.blur(field, event);
              }}
              nameField="hidden"
              disabled={disabled}
              errors={cardErrors}
            />
          ) : (
            <p className="text-text-muted m-0">
              {flow === "wallet"
                ? intl.formatMessage(checkoutMessages.walletNote)
                : intl.formatMessage(checkoutMessages.redirectNote, { method: methodName })}
            </p>
          )}
          {data.sandbox ? (
            <Alert tone="info">{intl.formatMessage(checkoutMessages.sandboxNote)}</Alert>
          ) : null}
        </>
      )}

      <div ref={noticeRef} className="flex flex-col gap-4">
        {notice ? (
          <Alert
            data-slot="checkout-notice"
            tone={notice.tone}
            live
            title={intl.formatMessage(notice.title)}
          >
            {intl.formatMessage(notice.body, { method: methodName, ...notice.values })}
          </Alert>
        ) : null}
      </div>

      <Button type="submit" size="lg" fullWidth disabled={disabled || !canPay}>
        {payLabel}
      </Button>
      <p className="text-text-muted m-0 text-sm">
        {intl.formatMessage(checkoutMessages.secureNote, {
          link: (chunks: ReactNode) => (
            <Link className="text-text-link underline" to={withLanguage(locale, "/termsuse")}>
              {chunks}
            </Link>
          ),
        })}
      </p>
    </section>
  );
}
