import { Button, CircleCheckIcon, LockIcon, Stack, StandaloneLayout } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PAGE_VIEWPORTS } from "./support/compositionStories";
import { inBothDirections } from "./support/directions";
import { langOf, type StoryLang, Wordmark } from "./support/siteChromeFixtures";

const meta = {
  title: "Layouts/StandaloneLayout",
  component: StandaloneLayout,
  // A layout is about the page around the content: shot at phone and desktop width.
  parameters: { layout: "fullscreen", controls: { disable: true }, viewports: PAGE_VIEWPORTS },
} satisfies Meta<typeof StandaloneLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const COPY = {
  en: {
    secure: "Secure connection",
    legal: "© 2025 mVPN · Terms of use · Privacy policy",
    login: {
      title: "Log in to mVPN",
      email: "Email",
      password: "Password",
      submit: "Log in",
      forgot: "Forgot your password?",
      newHere: "New to mVPN?",
      plans: "See plans",
    },
    checkout: {
      title: "Checkout",
      plan: "2-year plan",
      devices: "Up to 10 devices · 30-day money-back guarantee",
      perMonth: "$3.99 / month",
      total: "Total today",
      totalValue: "$95.76",
      renewal: "Renews at $59.99 a year. Cancel any time.",
      payWith: "Pay with",
      methods: ["Card", "PayPal", "Crypto"],
      email: "Email for your account",
      submit: "Pay $95.76",
    },
    paid: {
      title: "Payment received",
      body: "Your 2-year plan is active. We sent the receipt and your login details to alex@example.com.",
      action: "Download the app",
    },
  },
  ar: {
    secure: "اتصال آمن",
    legal: "© 2025 mVPN · شروط الاستخدام · سياسة الخصوصية",
    login: {
      title: "سجّل الدخول إلى mVPN",
      email: "البريد الإلكتروني",
      password: "كلمة المرور",
      submit: "تسجيل الدخول",
      forgot: "هل نسيت كلمة المرور؟",
      newHere: "جديد على mVPN؟",
      plans: "اطّلع على الخطط",
    },
    checkout: {
      title: "إتمام الشراء",
      plan: "خطة لمدة سنتين",
      devices: "ما يصل إلى 10 أجهزة · ضمان استرداد الأموال خلال 30 يومًا",
      perMonth: "‎$3.99 شهريًا",
      total: "الإجمالي اليوم",
      totalValue: "$95.76",
      renewal: "تتجدد بسعر ‎$59.99 سنويًا. يمكنك الإلغاء في أي وقت.",
      payWith: "ادفع باستخدام",
      methods: ["بطاقة", "PayPal", "عملة مشفّرة"],
      email: "البريد الإلكتروني لحسابك",
      submit: "ادفع ‎$95.76",
    },
    paid: {
      title: "تم استلام الدفعة",
      body: "خطتك لمدة سنتين مفعّلة. أرسلنا الإيصال وبيانات تسجيل الدخول إلى alex@example.com.",
      action: "نزّل التطبيق",
    },
  },
} as const;

const FIELD =
  "border-border-strong bg-surface text-text rounded-control h-11 w-full border px-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus";
const CARD = "bg-surface-raised border-border rounded-card shadow-low border p-6 md:p-8";

function BrandBar({ lang }: { lang: StoryLang }) {
  return (
    <>
      <Wordmark lang={lang} />
      <span className="text-text-muted flex items-center gap-2 text-sm">
        <LockIcon />
        {COPY[lang].secure}
      </span>
    </>
  );
}

function Legal({ lang }: { lang: StoryLang }) {
  return (
    <footer className="text-text-muted px-4 py-6 text-center text-sm">{COPY[lang].legal}</footer>
  );
}

function LoginPage({ lang, mainId = "main" }: { lang: StoryLang; mainId?: string }) {
  const copy = COPY[lang].login;
  return (
    <StandaloneLayout
      mainId={mainId}
      brandBar={<BrandBar lang={lang} />}
      footer={<Legal lang={lang} />}
    >
      <form className={CARD} onSubmit={(event) => event.preventDefault()}>
        <Stack gap={6}>
          <h1 className="font-display text-3xl font-bold">{copy.title}</h1>
          <Stack gap={2}>
            <label htmlFor={`${mainId}-email`} className="font-medium">
              {copy.email}
            </label>
            <input
              id={`${mainId}-email`}
              type="email"
              autoComplete="email"
              dir="ltr"
              className={FIELD}
            />
          </Stack>
          <Stack gap={2}>
            <label htmlFor={`${mainId}-password`} className="font-medium">
              {copy.password}
            </label>
            <input
              id={`${mainId}-password`}
              type="password"
              autoComplete="current-password"
              className={FIELD}
            />
          </Stack>
          <Button type="submit" fullWidth>
            {copy.submit}
          </Button>
          <a href="#/forgetpassword" className="text-text-link w-fit underline underline-offset-4">
            {copy.forgot}
          </a>
        </Stack>
      </form>
      <p className="text-text-muted mt-6 text-center">
        {copy.newHere}{" "}
        <a href="#/pricing" className="text-text-link underline underline-offset-4">
          {copy.plans}
        </a>
      </p>
    </StandaloneLayout>
  );
}

function CheckoutPage({ lang, mainId = "main" }: { lang: StoryLang; mainId?: string }) {
  const copy = COPY[lang].checkout;
  return (
    <StandaloneLayout
      mainId={mainId}
      width="wide"
      brandBar={<BrandBar lang={lang} />}
      footer={<Legal lang={lang} />}
    >
      <h1 className="font-display mb-6 text-3xl font-bold">{copy.title}</h1>
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_18rem]">
        <form className={CARD} onSubmit={(event) => event.preventDefault()}>
          <Stack gap={6}>
            <fieldset className="flex flex-col gap-3">
              <legend className="mb-3 font-semibold">{copy.payWith}</legend>
              {copy.methods.map((method, index) => (
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
                  {method}
                </label>
              ))}
            </fieldset>
            <Stack gap={2}>
              <label htmlFor={`${mainId}-checkout-email`} className="font-medium">
                {copy.email}
              </label>
              <input
                id={`${mainId}-checkout-email`}
                type="email"
                autoComplete="email"
                dir="ltr"
                className={FIELD}
              />
            </Stack>
            <Button type="submit" size="lg" fullWidth>
              {copy.submit}
            </Button>
          </Stack>
        </form>
        <aside aria-label={copy.plan} className={`${CARD} flex h-fit flex-col gap-2`}>
          <h2 className="text-lg font-semibold">{copy.plan}</h2>
          <p className="text-text-muted text-sm">{copy.devices}</p>
          <p className="font-semibold">{copy.perMonth}</p>
          <div className="border-border mt-2 flex items-baseline justify-between border-t pt-4">
            <span>{copy.total}</span>
            <bdi className="text-2xl font-bold">{copy.totalValue}</bdi>
          </div>
          <p className="text-text-muted text-sm">{copy.renewal}</p>
        </aside>
      </div>
    </StandaloneLayout>
  );
}

function PaidPage({ lang, mainId = "main" }: { lang: StoryLang; mainId?: string }) {
  const copy = COPY[lang].paid;
  return (
    <StandaloneLayout mainId={mainId} brandBar={<BrandBar lang={lang} />}>
      <div className={`${CARD} flex flex-col items-center gap-4 text-center`}>
        <CircleCheckIcon className="text-feedback-success size-12" />
        <h1 className="font-display text-3xl font-bold">{copy.title}</h1>
        <p className="text-text-muted">{copy.body}</p>
        <Button asChild>
          <a href="#/download">{copy.action}</a>
        </Button>
      </div>
    </StandaloneLayout>
  );
}

const box = (element: Element) => element.getBoundingClientRect();

/** Login: a narrow, centred card; no navigation to wander off through. */
export const Login: Story = {
  render: (_args, { globals }) => <LoginPage lang={langOf(globals.locale)} />,
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
  render: (_args, { globals }) => <CheckoutPage lang={langOf(globals.locale)} />,
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
      const summary = canvas.getByRole("complementary");
      const form = canvasElement.querySelector("form") as HTMLFormElement;
      await expect(box(summary).right).toBeLessThan(box(form).left);
      const brand = canvas.getByRole("link", { name: /mVPN/ });
      await expect(box(brand).left).toBeGreaterThan(window.innerWidth / 2);
    },
  ),
};

export const PaymentStatus: Story = {
  render: (_args, { globals }) => <PaidPage lang={langOf(globals.locale)} />,
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
    const lang = langOf(globals.locale);
    return (
      <div className="flex flex-col gap-12">
        <LoginPage lang={lang} mainId="login" />
        <CheckoutPage lang={lang} mainId="checkout" />
        <PaidPage lang={lang} mainId="paid" />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("main")).toHaveLength(3);
  },
};
