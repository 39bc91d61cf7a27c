import {
  Button,
  EmailField,
  formatPrice,
  OrderSummary,
  PasswordField,
  PaymentStatus as PaymentStatusPanel,
  Stack,
  StandaloneLayout,
} from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ReactNode } from "react";
import { expect, within } from "storybook/test";
import { orderSummaryOf, sitePlans } from "./support/commerceFixtures";
import { PAGE_VIEWPORTS } from "./support/compositionStories";
import { inBothDirections } from "./support/directions";
import { Wordmark } from "./support/siteChromeFixtures";
import { siteCopy } from "./support/siteCopy";

const meta = {
  title: "Layouts/StandaloneLayout",
  component: StandaloneLayout,
  // A layout is about the page around the content: shot at phone and desktop width.
  parameters: { layout: "fullscreen", controls: { disable: true }, viewports: PAGE_VIEWPORTS },
} satisfies Meta<typeof StandaloneLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The site's 24-month plan in US dollars, as the checkout's summary shows it. */
const [, , TWO_YEARS] = sitePlans("USD");
const ORDER = orderSummaryOf(TWO_YEARS);

const CARD = "bg-surface-raised border-border rounded-card shadow-low border p-6 md:p-8";

/** The site's standalone frame (site/src/app/frame/SiteFrame.tsx): the logo and "Secure connection", no footer. */
function Standalone({
  locale,
  mainId,
  width,
  children,
}: {
  locale: string;
  mainId: string;
  width?: "narrow" | "wide";
  children: ReactNode;
}) {
  const t = siteCopy(locale, "header");
  return (
    <StandaloneLayout
      mainId={mainId}
      width={width}
      skipLinkLabel={t("header.skip")}
      brandBar={
        <>
          <Wordmark lang={locale} />
          <span className="text-text-muted text-sm">{t("header.secure")}</span>
        </>
      }
    >
      {children}
    </StandaloneLayout>
  );
}

/** /login in its words (site/src/auth/LoginForm.tsx). */
function LoginPage({ locale, mainId = "main" }: { locale: string; mainId?: string }) {
  const t = siteCopy(locale, "login");
  return (
    <Standalone locale={locale} mainId={mainId}>
      <form className={CARD} onSubmit={(event) => event.preventDefault()}>
        <Stack gap={6}>
          <Stack gap={2}>
            <h1 className="font-display m-0 text-3xl font-bold">{t("login.hero.title")}</h1>
            <p className="text-text-muted m-0">{t("login.hero.body")}</p>
          </Stack>
          <EmailField label={t("login.form.email")} autoComplete="email" required />
          <PasswordField label={t("login.form.password")} required />
          <Button type="submit" fullWidth>
            {t("login.form.submit")}
          </Button>
          <a href="#/forgetpassword" className="text-text-link w-fit underline underline-offset-4">
            {t("login.form.forgot")}
          </a>
        </Stack>
      </form>
    </Standalone>
  );
}

/** The checkout at the wide width: how to pay beside the order (site/src/pages/checkout). */
function CheckoutPage({ locale, mainId = "main" }: { locale: string; mainId?: string }) {
  const t = siteCopy(locale, "pricing");
  // Formatted as the checkout formats its pay button's amount (CheckoutForm.tsx).
  const amount = formatPrice(ORDER.total, ORDER.currency, locale);
  return (
    <Standalone locale={locale} mainId={mainId} width="wide">
      <h1 className="font-display mb-6 text-3xl font-bold">{t("pricing.checkout.hero.title")}</h1>
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_20rem]">
        <form className={CARD} onSubmit={(event) => event.preventDefault()}>
          <Stack gap={6}>
            <EmailField label={t("pricing.checkout.account.email")} autoComplete="email" required />
            <fieldset className="flex flex-col gap-3">
              <legend className="mb-3 font-semibold">
                {t("pricing.checkout.payment.heading")}
              </legend>
              {(["s1", "ps", "so"] as const).map((method, index) => (
                <label
                  key={method}
                  className="border-border rounded-control has-checked:border-accent has-checked:bg-accent-subtle flex min-h-11 items-center gap-3 border px-4"
                >
                  <input
                    type="radio"
                    name={`${mainId}-method`}
                    defaultChecked={index === 0}
                    className="accent-accent size-4"
                  />
                  {t(`pricing.checkout.method.${method}`)}
                </label>
              ))}
            </fieldset>
            <Button type="submit" size="lg" fullWidth>
              {t("pricing.checkout.pay", { amount })}
            </Button>
          </Stack>
        </form>
        <OrderSummary
          className="h-fit"
          planTitle={t("pricing.checkout.plan.title", { months: TWO_YEARS.duration_months })}
          term={t("pricing.checkout.plan.term", { months: TWO_YEARS.duration_months })}
          {...ORDER}
        />
      </div>
    </Standalone>
  );
}

/** /paysuc's first panel (site/src/pages/paysuc.tsx). */
function PaidPage({ locale, mainId = "main" }: { locale: string; mainId?: string }) {
  const t = siteCopy(locale, "paysuc", "header");
  return (
    <Standalone locale={locale} mainId={mainId}>
      <PaymentStatusPanel
        tone="success"
        title={t("paysuc.hero.title")}
        actions={
          <Button asChild variant="outline">
            <a href="#/myaccount">{t("header.account")}</a>
          </Button>
        }
      >
        <p className="m-0">{t("paysuc.hero.body")}</p>
      </PaymentStatusPanel>
    </Standalone>
  );
}

const localeOf = (globals: Record<string, unknown>) => String(globals.locale ?? "en");

const box = (element: Element) => element.getBoundingClientRect();

/** Login: a narrow, centred card; no navigation to wander off through. */
export const Login: Story = {
  render: (_args, { globals }) => <LoginPage locale={localeOf(globals)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("navigation")).toBeNull();
    await expect(canvas.getByRole("banner")).toContainElement(
      canvas.getByRole("link", { name: /mVPN/ }),
    );
    const form = canvasElement.querySelector("form") as HTMLFormElement;
    const centre = (box(form).left + box(form).right) / 2;
    await expect(Math.abs(centre - window.innerWidth / 2)).toBeLessThan(2);
    await expect(box(form).width).toBeLessThanOrEqual(448);
  },
};

/** Checkout: the wide width, a form beside the order summary. */
export const Checkout: Story = {
  tags: ["rtl"],
  render: (_args, { globals }) => <CheckoutPage locale={localeOf(globals)} />,
  play: inBothDirections(
    async ({ canvasElement }) => {
      const content = canvasElement.querySelector(
        '[data-slot="standalone-layout-content"]',
      ) as Element;
      await expect(box(content).width).toBe(896);
    },
    async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      // The summary sits on the left in Arabic, and the brand at the right of the bar.
      const summary = canvasElement.querySelector("[data-slot=order-summary]") as Element;
      const form = canvasElement.querySelector("form") as HTMLFormElement;
      await expect(box(summary).right).toBeLessThan(box(form).left);
      const brand = canvas.getByRole("link", { name: /mVPN/ });
      await expect(box(brand).left).toBeGreaterThan(window.innerWidth / 2);
    },
  ),
};

/** After paying: the payment's status, narrow and centred. */
export const PaymentStatus: Story = {
  render: (_args, { globals }) => <PaidPage locale={localeOf(globals)} />,
};

/**
 * The three pages on one canvas for review. Several pages means several
 * banners and mains, which axe rightly reports on a real page; each page is
 * checked on its own in the stories above, so those rules are off here only.
 */
export const All: Story = {
  tags: ["rtl"],
  parameters: {
    a11y: {
      config: {
        rules: [
          { id: "landmark-no-duplicate-banner", enabled: false },
          { id: "landmark-no-duplicate-main", enabled: false },
          { id: "landmark-no-duplicate-contentinfo", enabled: false },
          { id: "landmark-unique", enabled: false },
        ],
      },
    },
  },
  render: (_args, { globals }) => {
    const locale = localeOf(globals);
    return (
      <div className="flex flex-col gap-12">
        <LoginPage locale={locale} mainId="login" />
        <CheckoutPage locale={locale} mainId="checkout" />
        <PaidPage locale={locale} mainId="paid" />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("main")).toHaveLength(3);
  },
};
