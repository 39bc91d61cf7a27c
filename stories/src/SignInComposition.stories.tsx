import { passwordChecklist } from "@mvpn/contract/validation";
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardTitle,
  Container,
  EmailField,
  Link,
  PasswordField,
  TextField,
} from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { type ReactNode, useId } from "react";
import { expect, within } from "storybook/test";
import { type CheckoutLang, SMALL_PHONE } from "./support/checkoutFixtures";
import { fitsSmallPhone } from "./support/compositionHelpers";
import { compositionMeta } from "./support/compositionStories";
import { inBothDirections } from "./support/directions";

const COPY: Record<
  CheckoutLang,
  {
    login: string;
    loginBody: string;
    email: string;
    password: string;
    signIn: string;
    forgot: string;
    failedTitle: string;
    failed: string;
    noAccount: string;
    buy: string;
    reset: string;
    step1: string;
    step1Body: string;
    sendCode: string;
    step2: string;
    step2Body: string;
    code: string;
    codeHelp: string;
    newPassword: string;
    save: string;
    codeError: string;
  }
> = {
  en: {
    login: "Log in",
    loginBody: "Use the email and password of your mVPN account.",
    email: "Email",
    password: "Password",
    signIn: "Log in",
    forgot: "Forgot your password?",
    failedTitle: "We could not log you in",
    failed: "The email or password is not right. Check them and try again.",
    noAccount: "No account yet?",
    buy: "Get mVPN",
    reset: "Reset your password",
    step1: "1. Get a code",
    step1Body: "We send a 6-digit code to your email.",
    sendCode: "Send code",
    step2: "2. Choose a new password",
    step2Body: "The code is valid for 10 minutes.",
    code: "Code from the email",
    codeHelp: "Sent to jane.doe@example.com",
    newPassword: "New password",
    save: "Save and log in",
    codeError: "This code is not right or has expired. Ask for a new one.",
  },
  ar: {
    login: "تسجيل الدخول",
    loginBody: "استخدم البريد الإلكتروني وكلمة المرور لحسابك في mVPN.",
    email: "البريد الإلكتروني",
    password: "كلمة المرور",
    signIn: "تسجيل الدخول",
    forgot: "هل نسيت كلمة المرور؟",
    failedTitle: "تعذّر تسجيل دخولك",
    failed: "البريد الإلكتروني أو كلمة المرور غير صحيحة. تحقّق منهما وأعد المحاولة.",
    noAccount: "ليس لديك حساب بعد؟",
    buy: "احصل على mVPN",
    reset: "إعادة تعيين كلمة المرور",
    step1: "1. احصل على رمز",
    step1Body: "نرسل رمزًا من 6 أرقام إلى بريدك الإلكتروني.",
    sendCode: "إرسال الرمز",
    step2: "2. اختر كلمة مرور جديدة",
    step2Body: "الرمز صالح لمدة 10 دقائق.",
    code: "الرمز من البريد الإلكتروني",
    codeHelp: "أُرسل إلى jane.doe@example.com",
    newPassword: "كلمة المرور الجديدة",
    save: "حفظ وتسجيل الدخول",
    codeError: "هذا الرمز غير صحيح أو انتهت صلاحيته. اطلب رمزًا جديدًا.",
  },
};

function Panel({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card asChild>
      <section aria-labelledby={id} className="w-full">
        <CardContent gap="lg" className="pt-6">
          <div className="flex flex-col gap-1">
            <CardTitle id={id} headingLevel={2}>
              {title}
            </CardTitle>
            <CardDescription>{description}</CardDescription>
          </div>
          {children}
        </CardContent>
      </section>
    </Card>
  );
}

/**
 * /login and /forgetpassword as the site composes them from the design
 * system: the login form after a failed attempt (the error says nothing of
 * whether the account exists), and the two steps of a password reset, the
 * second with a wrong code.
 */
function SignInPages({ lang }: { lang: CheckoutLang }) {
  const copy = COPY[lang];
  return (
    <Container data-slot="sign-in-pages" className="py-8 md:py-12">
      <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-2">
        <Panel title={copy.login} description={copy.loginBody}>
          <form
            aria-label={copy.login}
            className="flex flex-col gap-4"
            onSubmit={(event) => event.preventDefault()}
          >
            <Alert tone="error" title={copy.failedTitle}>
              {copy.failed}
            </Alert>
            <EmailField
              label={copy.email}
              autoComplete="email"
              defaultValue="jane.doe@example.com"
              required
            />
            <PasswordField
              label={copy.password}
              autoComplete="current-password"
              defaultValue="not-my-password"
              required
            />
            <div>
              <Link href="#/forgetpassword">{copy.forgot}</Link>
            </div>
            <Button type="submit" size="lg" fullWidth>
              {copy.signIn}
            </Button>
            <p className="text-text-muted m-0 text-sm">
              {copy.noAccount} <Link href="#/pricing">{copy.buy}</Link>
            </p>
          </form>
        </Panel>
        <Panel title={copy.reset} description={copy.step1Body}>
          <form
            aria-label={copy.step1}
            className="flex flex-col gap-4"
            onSubmit={(event) => event.preventDefault()}
          >
            <h3 className="m-0 text-lg font-bold">{copy.step1}</h3>
            <EmailField
              label={copy.email}
              autoComplete="email"
              defaultValue="jane.doe@example.com"
              required
            />
            <Button type="submit" variant="outline">
              {copy.sendCode}
            </Button>
          </form>
          <form
            aria-label={copy.step2}
            className="border-border flex flex-col gap-4 border-t pt-5"
            onSubmit={(event) => event.preventDefault()}
          >
            <h3 className="m-0 text-lg font-bold">{copy.step2}</h3>
            <p className="text-text-muted m-0 text-sm">{copy.step2Body}</p>
            <TextField
              label={copy.code}
              description={copy.codeHelp}
              autoComplete="one-time-code"
              inputMode="numeric"
              dir="ltr"
              defaultValue="12345"
              error={copy.codeError}
              required
            />
            <PasswordField
              label={copy.newPassword}
              autoComplete="new-password"
              checklist={passwordChecklist}
              defaultValue="sunny"
              required
            />
            <Button type="submit">{copy.save}</Button>
          </form>
        </Panel>
      </div>
    </Container>
  );
}

const meta = {
  title: "Compositions/SignIn",
  ...compositionMeta(SignInPages),
} satisfies Meta<typeof SignInPages>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a desktop: the login form with its error beside the two reset steps. */
export const Page: Story = {
  tags: ["rtl"],
  play: inBothDirections(
    async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const login = canvas.getByRole("form", { name: "Log in" });
      await expect(within(login).getByText("We could not log you in")).toBeVisible();
      await expect(
        within(login).getByLabelText(/^Password/, { selector: "input" }),
      ).toHaveAttribute("autocomplete", "current-password");
      const code = canvas.getByRole("textbox", { name: "Code from the email" });
      await expect(code).toHaveAttribute("aria-invalid", "true");
      await expect(code).toHaveAttribute("autocomplete", "one-time-code");
      await expect(code).toHaveAccessibleDescription(/not right or has expired/);
    },
    async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole("form", { name: "تسجيل الدخول" })).toBeVisible();
      await expect(
        canvas.getByRole("textbox", { name: "الرمز من البريد الإلكتروني" }),
      ).toHaveAttribute("dir", "ltr");
    },
  ),
};

/** On a 360 px phone: one column, nothing scrolls sideways. */
export const FitsSmallPhone: Story = {
  ...SMALL_PHONE,
  name: "Fits a 360 px phone",
  // A check at 360 px, not a state: the visual test shoots `Page` at the 390 px phone viewport.
  tags: ["no-visual", "rtl"],
  // The same check in both directions (the storybook-rtl project runs it in Arabic).
  play: fitsSmallPhone,
};
