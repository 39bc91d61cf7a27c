import { isValidEmail } from "@mvpn/contract/validation";
import {
  Alert,
  Button,
  CardFields,
  type CardFieldsValue,
  CheckoutSteps,
  EmailField,
  formatPrice,
  LoadingOverlay,
  OrderSummary,
  type PaymentMethod,
  PaymentMethodPicker,
} from "@mvpn/design-system";
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { type MessageDescriptor, useIntl } from "react-intl";
import { Link, useLocation, useNavigate } from "react-router";
import { quietApi } from "../../api/quiet";
import type { Plan, PlanList } from "../../api/types";
import { withLanguage } from "../../app/routing/paths";
import { useSignedInName } from "../../app/useSignedInName";
import { loginPathFor } from "../../auth/login-path";
import { attemptFor, type PaymentAttempt } from "../../checkout/attempt";
import { type CardProblem, checkCard } from "../../checkout/card-input";
import { checkoutMessages, methodMessages } from "../../checkout/checkout-messages";
import { checkoutPort } from "../../checkout/checkout-port";
import { pay } from "../../checkout/pay";
import { isProviderId, PAYMENT_FLOWS, type ProviderId } from "../../checkout/payment-methods";
import { checkoutSummary, dueToday } from "../../checkout/summary";
import { cpsChannel } from "../../tracking/cps-channel";
import { signupInviteFields } from "../../tracking/invite";
import {
  type CheckoutNotice,
  declinedNotice,
  declinedOrderNotice,
  failureNotice,
  returnNotice,
  signupFailureNotice,
} from "./notice";
import { PlanStep } from "./PlanStep";
import type { CheckoutData } from "./useCheckoutData";
import { useTrialEligible } from "./useTrialEligible";
import { WalletSheet } from "./WalletSheet";

const LOGOS: Record<ProviderId, PaymentMethod["logos"]> = {
  s1: ["visa", "mastercard", "amex"],
  gap: ["google-pay", "apple-pay"],
  ps: ["paypal"],
  pd: ["card"],
  rz: ["bank"],
  tpa: ["alipay", "wechat-pay"],
  so: ["bitcoin", "ethereum", "tether"],
};

const EMPTY_CARD: CardFieldsValue = { number: "", expiry: "", cvc: "", name: "" };

const CARD_MESSAGES: Record<"number" | "expiry" | "cvc", Record<CardProblem, MessageDescriptor>> = {
  number: {
    missing: checkoutMessages.cardNumberMissing,
    invalid: checkoutMessages.cardNumberInvalid,
    expired: checkoutMessages.cardNumberInvalid,
  },
  expiry: {
    missing: checkoutMessages.cardExpiryMissing,
    invalid: checkoutMessages.cardExpiryInvalid,
    expired: checkoutMessages.cardExpired,
  },
  cvc: {
    missing: checkoutMessages.cardCvcMissing,
    invalid: checkoutMessages.cardCvcInvalid,
    expired: checkoutMessages.cardCvcInvalid,
  },
};

type Phase = "idle" | "paying" | "redirecting";

/**
 * The checkout (issue #12): plan, account, payment method and Pay, beside the
 * order summary. It renders the prerendered order first, as the HTML has it
 * (issue #34), and takes the api's answer when it comes; Pay waits for that
 * answer (`refreshPlans`). Whatever happens, what the visitor typed stays (a
 * card number is never stored, only kept in the form).
 */
export function CheckoutForm({
  data,
  planId,
  locale,
  refreshPlans,
}: {
  data: CheckoutData;
  planId: string | null;
  locale: string;
  /** The api's price check before paying; null until the api has answered the page. */
  refreshPlans: (() => Promise<PlanList>) | null;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const query = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const signedInName = useSignedInName();
  const signedIn = signedInName !== null;

  const [plans, setPlans] = useState(data.plans);
  // The first render is the prerendered HTML's: the first method, no notice.
  // What the address asks for (back from a provider) applies after hydration.
  const [method, setMethod] = useState<ProviderId | null>(data.providers[0] ?? null);
  const methodPicked = useRef(false);
  const [email, setEmail] = useState("");
  const [emailError, setEmailError] = useState<MessageDescriptor | null>(null);
  const [card, setCard] = useState<CardFieldsValue>(EMPTY_CARD);
  const [cardErrors, setCardErrors] = useState<
    Partial<Record<"number" | "expiry" | "cvc", MessageDescriptor>>
  >({});
  const [notice, setNotice] = useState<CheckoutNotice | null>(null);
  const [priceChange, setPriceChange] = useState<{ from: string; to: string } | null>(null);
  const [phase, setPhase] = useState<Phase>("idle");
  // With a plan in the address the picker folds away; "Change plan" opens it again.
  const [choosingPlan, setChoosingPlan] = useState(planId === null);
  const [walletOpen, setWalletOpen] = useState(false);
  const walletAnswer = useRef<((answer: "approve" | "decline" | null) => void) | null>(null);
  const attempt = useRef<PaymentAttempt | null>(null);
  const busy = useRef(false);
  const noticeRef = useRef<HTMLDivElement>(null);

  // The api's list replaces the prerendered one when it comes.
  useEffect(() => setPlans(data.plans), [data.plans]);

  // The method of the address (`?method=`, back from a provider) until the
  // visitor picks one; always one the api offers.
  useEffect(() => {
    setMethod((current) => {
      const back = query.get("method");
      const wanted = !methodPicked.current && isProviderId(back) ? back : current;
      return wanted && data.providers.includes(wanted) ? wanted : (data.providers[0] ?? null);
    });
  }, [data.providers, query]);

  // Back from a provider (`?payment=…`): said once, when the page opens.
  const openingQuery = useRef(query);
  useEffect(() => {
    const opening = openingQuery.current;
    const back = returnNotice(opening.get("payment"));
    if (!back) return;
    setNotice(
      opening.get("payment") === "declined" && opening.get("method") === "s1"
        ? declinedNotice(true)
        : back,
    );
  }, []);

  const plan: Plan | null = plans.list.find((item) => String(item.id) === planId) ?? null;
  const trialEligible = useTrialEligible(signedIn, plan?.trial_price);
  const summary = plan ? checkoutSummary(plan, { trialEligible }) : null;
  const methodName = method ? intl.formatMessage(methodMessages[method]) : "";

  // Back from a provider's page with the browser's Back button: the page may come from the cache.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) {
        busy.current = false;
        setPhase("idle");
      }
    };
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, []);

  useEffect(() => {
    if (notice) noticeRef.current?.scrollIntoView({ block: "nearest" });
  }, [notice]);

  const choosePlan = (id: string) => {
    setPriceChange(null);
    setChoosingPlan(false);
    navigate(`${withLanguage(locale, `/pricing/checkout/${id}`)}${location.search}`, {
      replace: true,
      preventScrollReset: true,
    });
  };

  const askWallet = () =>
    new Promise<"approve" | "decline" | null>((resolve) => {
      walletAnswer.current = resolve;
      setWalletOpen(true);
    });

  async function onPay() {
    if (busy.current || !plan || !method || !summary || !refreshPlans) return;
    busy.current = true;
    setNotice(null);
    try {
      // 1. What the visitor typed, checked here first.
      let invalid = false;
      if (!signedIn) {
        const typed = email.trim();
        const problem =
          typed === ""
            ? checkoutMessages.emailMissing
            : isValidEmail(typed)
              ? null
              : checkoutMessages.emailInvalid;
        setEmailError(problem);
        if (problem) invalid = true;
      }
      if (PAYMENT_FLOWS[method] === "card") {
        const problems = checkCard(card, new Date());
        const errors: typeof cardErrors = {};
        for (const field of ["number", "expiry", "cvc"] as const) {
          const problem = problems[field];
          if (problem) errors[field] = CARD_MESSAGES[field][problem];
        }
        setCardErrors(errors);
        if (Object.keys(errors).length > 0) invalid = true;
      }
      if (invalid) {
        focusFirstInvalid();
        return;
      }
      setPhase("paying");
      const calls = await quietApi();

      // 2. The account the plan goes to: a new visitor signs up with the email.
      if (!signedIn) {
        try {
          await calls.anonymousSignup({
            email: email.trim(),
            ...signupInviteFields(location.search),
            locale,
          });
        } catch (reason) {
          setNotice(signupFailureNotice(reason));
          return;
        }
      }

      // 3. The price the api asks now; a change is shown, never charged silently.
      try {
        const fresh = await refreshPlans();
        const now = fresh.list.find((item) => item.id === plan.id);
        if (now && dueToday(now, trialEligible) !== summary.total) {
          setPlans(fresh);
          setPriceChange({ from: summary.total, to: dueToday(now, trialEligible) });
          setNotice({
            tone: "warn",
            title: checkoutMessages.problemTitle,
            body: checkoutMessages.priceChangedNote,
          });
          return;
        }
      } catch {
        setNotice(failureNotice("network"));
        return;
      }

      // 4. The provider's flow, one attempt (Idempotency-Key) per payment.
      let walletToken: string | undefined;
      if (PAYMENT_FLOWS[method] === "wallet") {
        const answer = await askWallet();
        if (answer === null || !data.wallet) return;
        walletToken = answer === "approve" ? data.wallet.approve : data.wallet.decline;
      }
      const current = attemptFor(attempt.current, plan.id, method);
      attempt.current = current;
      const outcome = await pay({
        port: checkoutPort(calls, { cps: cpsChannel(location.search), card: data.card }),
        provider: method,
        attempt: current,
        currency: plan.currency,
        returnUrl: withLanguage(locale, "/paystatus"),
        card: { number: card.number, expiry: card.expiry, cvc: card.cvc },
        ...(walletToken ? { walletToken } : {}),
      });
      const orderQuery = (orderId: string) =>
        `?order=${encodeURIComponent(orderId)}&provider=${method}`;
      switch (outcome.kind) {
        case "redirect":
          setPhase("redirecting");
          window.location.assign(outcome.url);
          return;
        case "paid":
          attempt.current = null;
          navigate(withLanguage(locale, `/paysuc${orderQuery(outcome.order.order_id)}`));
          return;
        case "pending":
          navigate(withLanguage(locale, `/paystatus${orderQuery(outcome.order.order_id)}`));
          return;
        case "declined":
          attempt.current = null;
          setNotice(declinedOrderNotice(outcome.order, method === "s1"));
          return;
        case "card-problem":
          setCardErrors({ [outcome.field]: CARD_MESSAGES[outcome.field][outcome.problem] });
          focusFirstInvalid();
          return;
        case "failed":
          if (outcome.failure !== "network") attempt.current = null;
          setNotice(failureNotice(outcome.failure));
          return;
      }
    } finally {
      busy.current = false;
      setPhase((now) => (now === "redirecting" ? now : "idle"));
    }
  }

  const providerMethods: PaymentMethod[] = data.providers.map((id) => ({
    value: id,
    label: intl.formatMessage(methodMessages[id]),
    description: intl.formatMessage(methodMessages[`${id}Description`]),
    logos: LOGOS[id],
  }));
  const working = phase !== "idle";
  const flow = method ? PAYMENT_FLOWS[method] : null;
  const formatMoney = (amount: string) => formatPrice(amount, plans.currency, locale);

  return (
    <div className="flex flex-col gap-8">
      <CheckoutSteps current={plan ? (signedIn ? 2 : 1) : 0} />
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
        <LoadingOverlay
          active={working}
          label={intl.formatMessage(
            phase === "redirecting" ? checkoutMessages.redirecting : checkoutMessages.paying,
            { method: methodName },
          )}
        >
          <form
            noValidate
            className="flex flex-col gap-10"
            onSubmit={(event) => {
              event.preventDefault();
              void onPay();
            }}
          >
            {choosingPlan || !plan ? (
              <PlanStep plans={plans} value={planId} onChange={choosePlan} disabled={working} />
            ) : null}

            <section aria-labelledby="checkout-account-heading" className="flex flex-col gap-4">
              <h2
                id="checkout-account-heading"
                className="font-display text-text m-0 text-xl font-bold"
              >
                {intl.formatMessage(checkoutMessages.accountHeading)}
              </h2>
              {signedIn ? (
                <p className="text-text-muted m-0">
                  {intl.formatMessage(checkoutMessages.signedInAs, { name: signedInName || "—" })}
                </p>
              ) : (
                <>
                  <p className="text-text-muted m-0">
                    {intl.formatMessage(checkoutMessages.accountBody)}
                  </p>
                  <EmailField
                    name="email"
                    autoComplete="email"
                    label={intl.formatMessage(checkoutMessages.emailLabel)}
                    value={email}
                    onChange={(event) => setEmail(event.target.value)}
                    error={emailError ? intl.formatMessage(emailError) : undefined}
                    disabled={working}
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

            <section aria-labelledby="checkout-payment-heading" className="flex flex-col gap-4">
              <h2
                id="checkout-payment-heading"
                className="font-display text-text m-0 text-xl font-bold"
              >
                {intl.formatMessage(checkoutMessages.paymentHeading)}
              </h2>
              {data.providers.length === 0 || !method ? (
                <Alert tone="error">{intl.formatMessage(checkoutMessages.noMethods)}</Alert>
              ) : (
                <>
                  <PaymentMethodPicker
                    methods={providerMethods}
                    value={method}
                    onValueChange={(next) => {
                      if (isProviderId(next)) {
                        methodPicked.current = true;
                        setMethod(next);
                      }
                      setNotice(null);
                    }}
                    aria-labelledby="checkout-payment-heading"
                    disabled={working}
                  />
                  {flow === "card" ? (
                    <CardFields
                      value={card}
                      onValueChange={setCard}
                      nameField="hidden"
                      disabled={working}
                      errors={Object.fromEntries(
                        Object.entries(cardErrors).map(([field, message]) => [
                          field,
                          message ? intl.formatMessage(message) : undefined,
                        ]),
                      )}
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

              <Button
                type="submit"
                size="lg"
                fullWidth
                disabled={working || !plan || !method || !refreshPlans}
              >
                {flow === "redirect"
                  ? intl.formatMessage(checkoutMessages.continueButton, { method: methodName })
                  : intl.formatMessage(checkoutMessages.payButton, {
                      amount: summary ? formatMoney(summary.total) : "",
                    })}
              </Button>
              <p className="text-text-muted m-0 text-sm">
                {intl.formatMessage(checkoutMessages.secureNote, {
                  link: (chunks: ReactNode) => (
                    <Link
                      className="text-text-link underline"
                      to={withLanguage(locale, "/termsuse")}
                    >
                      {chunks}
                    </Link>
                  ),
                })}
              </p>
            </section>
          </form>
        </LoadingOverlay>

        {summary && plan ? (
          <OrderSummary
            // On a phone the summary comes first: what is being bought, then how to pay.
            className="max-lg:order-first lg:sticky lg:top-6"
            action={
              choosingPlan ? undefined : (
                <Button
                  type="button"
                  variant="link"
                  size="sm"
                  disabled={working}
                  onClick={() => {
                    setChoosingPlan(true);
                    requestAnimationFrame(() =>
                      document
                        .getElementById("checkout-plan-heading")
                        ?.scrollIntoView({ block: "start" }),
                    );
                  }}
                >
                  {intl.formatMessage(checkoutMessages.changePlan)}
                </Button>
              )
            }
            planTitle={intl.formatMessage(checkoutMessages.planTitle, { months: summary.months })}
            term={intl.formatMessage(checkoutMessages.planTerm, { months: summary.months })}
            currency={summary.currency}
            symbol={summary.symbol}
            listPrice={summary.listPrice}
            discount={summary.discount}
            trial={summary.trial ? { amount: summary.trial, months: 1 } : null}
            total={summary.total}
            perMonth={summary.perMonth}
            renewal={{ amount: summary.renewal, months: summary.months }}
            priceChange={priceChange}
          />
        ) : null}
      </div>
      <WalletSheet
        open={walletOpen}
        onAnswer={(answer) => {
          setWalletOpen(false);
          walletAnswer.current?.(answer);
          walletAnswer.current = null;
        }}
      />
    </div>
  );
}

/** Moves focus to the first field the checks marked, so keyboard and screen-reader users land on it. */
function focusFirstInvalid() {
  requestAnimationFrame(() => {
    document.querySelector<HTMLElement>("form [aria-invalid=true]")?.focus();
  });
}
