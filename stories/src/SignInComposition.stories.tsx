import { passwordChecklist } from "@mvpn/contract/validation";
import {
  Alert,
  Button,
  Container,
  EmailField,
  Link,
  PasswordField,
  TextField,
} from "@mvpn/design-system";
import type { InterfaceLocale } from "@mvpn/locales";
import { expect, within } from "storybook/test";
import * as composition from "./support/compositionStories";
import { CardSection } from "./support/pageBands";
import { siteCopy } from "./support/siteCopy";

/** The visitor's address, as they typed it. */
const EMAIL = "jane.doe@example.com";

/**
 * /login and /forgetpassword as the site composes them from the design
 * system: the login form after a failed attempt (the error says nothing of
 * whether the account exists), and the two steps of a password reset, the
 * second with a wrong code.
 */
function SignInPages({ locale }: { locale: InterfaceLocale }) {
  const t = siteCopy(locale, "login", "forgetpassword");
  return (
    <Container data-slot="sign-in-pages" className="py-8 md:py-12">
      <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-2">
        <CardSection
          gap="lg"
          className="w-full"
          title={t("login.hero.title")}
          description={t("login.hero.body")}
        >
          <form
            aria-label={t("login.form.submit")}
            className="flex flex-col gap-4"
            onSubmit={(event) => event.preventDefault()}
          >
            <Alert tone="error" title={t("login.form.errorTitle")}>
              {t("login.form.wrongCredentials")}
            </Alert>
            <EmailField
              label={t("login.form.email")}
              autoComplete="email"
              defaultValue={EMAIL}
              required
            />
            <PasswordField
              label={t("login.form.password")}
              autoComplete="current-password"
              defaultValue="not-my-password"
              required
            />
            <div>
              <Link href="#/forgetpassword">{t("login.form.forgot")}</Link>
            </div>
            <Button type="submit" size="lg" fullWidth>
              {t("login.form.submit")}
            </Button>
            <p className="text-text-muted m-0 text-sm">
              {composition.withLink(t("login.form.noAccount", composition.LINK_TAG), (words) => (
                <Link href="#/pricing">{words}</Link>
              ))}
            </p>
          </form>
        </CardSection>
        <CardSection
          gap="lg"
          className="w-full"
          title={t("forgetpassword.hero.title")}
          description={t("forgetpassword.hero.body")}
        >
          <form
            aria-label={t("forgetpassword.hero.title")}
            className="flex flex-col gap-4"
            onSubmit={(event) => event.preventDefault()}
          >
            <EmailField
              label={t("forgetpassword.form.email")}
              autoComplete="email"
              defaultValue={EMAIL}
              required
            />
            <Button type="submit" variant="outline">
              {t("forgetpassword.form.send")}
            </Button>
          </form>
          <form
            aria-label={t("forgetpassword.form.sentTitle")}
            className="border-border flex flex-col gap-4 border-t pt-5"
            onSubmit={(event) => event.preventDefault()}
          >
            <h3 className="m-0 text-lg font-bold">{t("forgetpassword.form.sentTitle")}</h3>
            <p className="text-text-muted m-0 text-sm">
              {t("forgetpassword.form.sentBody", { email: EMAIL, minutes: 10 })}
            </p>
            <TextField
              label={t("forgetpassword.form.code")}
              description={t("forgetpassword.form.codeHint")}
              autoComplete="one-time-code"
              inputMode="numeric"
              dir="ltr"
              defaultValue="12345"
              error={t("forgetpassword.form.codeWrong")}
              required
            />
            <PasswordField
              label={t("forgetpassword.form.newPassword")}
              autoComplete="new-password"
              checklist={passwordChecklist}
              defaultValue="sunny"
              required
            />
            <Button type="submit">{t("forgetpassword.form.save")}</Button>
          </form>
        </CardSection>
      </div>
    </Container>
  );
}

export default { title: "Compositions/SignIn", tags: ["rtl"], ...composition.meta(SignInPages) };
type Story = composition.CompositionStory<typeof SignInPages>;

/** On a desktop: the login form with its error beside the two reset steps. */
export const Page: Story = {
  play: composition.checkPage(["login", "forgetpassword"], async ({ canvas, t }) => {
    const login = canvas.getByRole("form", { name: t("login.form.submit") });
    await expect(within(login).getByText(t("login.form.errorTitle"))).toBeVisible();
    await expect(
      within(login).getByLabelText(new RegExp(`^${t("login.form.password")}`), {
        selector: "input",
      }),
    ).toHaveAttribute("autocomplete", "current-password");
    const code = canvas.getByRole("textbox", { name: t("forgetpassword.form.code") });
    await expect(code).toHaveAttribute("aria-invalid", "true");
    await expect(code).toHaveAttribute("autocomplete", "one-time-code");
    // A code is digits, left to right in every language.
    await expect(code).toHaveAttribute("dir", "ltr");
    await expect(code).toHaveAccessibleDescription(
      expect.stringContaining(t("forgetpassword.form.codeWrong")),
    );
  }),
};

/** On a 360 px phone: one column, nothing scrolls sideways. */
export const FitsSmallPhone: Story = { tags: ["no-visual"], ...composition.smallPhoneCheck() };
