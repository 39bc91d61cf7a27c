import { passwordChecklist } from "@mvpn/contract/validation";
import {
  Badge,
  Button,
  Container,
  formatPrice,
  InlineStack,
  PasswordField,
  Stack,
  TextField,
} from "@mvpn/design-system";
import type { InterfaceLocale } from "@mvpn/locales";
import type { ReactNode } from "react";
import { expect, userEvent } from "storybook/test";
import * as composition from "./support/compositionStories";
import { CardSection } from "./support/pageBands";
import { siteCopy } from "./support/siteCopy";

/** The member's subscriptions: account data; their words come from the `myaccount` catalog. */
const SUBSCRIPTIONS = [
  {
    months: 12,
    provider: "s1",
    status: "active",
    tone: "success",
    start: new Date(2026, 2, 3),
    next: new Date(2027, 2, 3),
    amount: "71.88",
  },
  {
    months: 1,
    provider: "ps",
    status: "expired",
    tone: "neutral",
    start: new Date(2026, 0, 3),
    next: new Date(2026, 1, 3),
    amount: "11.99",
  },
] as const;

/** The member's two apps, last seen at fixed times so screenshots hold still. */
const DEVICES = [
  { app: "windowsApp", os: "Windows", version: "11", seen: new Date(2026, 10, 21, 9, 14) },
  { app: "androidApp", os: "Android", version: "15", seen: new Date(2026, 10, 20, 18, 2) },
] as const;

const BOUND_IP = "203.0.113.24";
const CURRENT_IP = "198.51.100.7";

const ROW = "border-border flex flex-wrap items-center justify-between gap-3 border-t pt-4";

/** A labelled value: the term above, the value below (no data-list component yet). */
function Field({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-text-muted text-sm">{term}</dt>
      <dd className="m-0 min-w-0 break-words">{children}</dd>
    </div>
  );
}

/**
 * /myaccount as the site composes it from the design system, for a VIP
 * member: the profile with the VIP time left, the subscriptions, the IP
 * binding, the devices with their unbind buttons and the change-password
 * form. Two columns on a desktop, one on a phone.
 */
function AccountPage({ locale }: { locale: InterfaceLocale }) {
  const t = siteCopy(locale, "myaccount");
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "long" });
  const time = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  return (
    <Container data-slot="account-page" className="flex flex-col gap-6 py-8 md:py-12">
      <h1 className="font-display m-0 text-3xl leading-tight font-bold tracking-tight [&:lang(ar)]:tracking-normal">
        {t("myaccount.hero.title")}
      </h1>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <Stack gap={6} className="min-w-0">
          <CardSection title={t("myaccount.profile.title")}>
            <dl className="m-0 grid grid-cols-1 gap-4 sm:grid-cols-2">
              <Field term={t("myaccount.profile.email")}>
                <bdi>jane.doe@example.com</bdi>
              </Field>
              <Field term={t("myaccount.profile.vip")}>
                <InlineStack gap={2} align="center">
                  <Badge tone="brand">{t("myaccount.vip.active")}</Badge>
                  <span>{t("myaccount.vip.remaining", { days: 102, hours: 6 })}</span>
                </InlineStack>
              </Field>
            </dl>
            <div>
              <Button asChild variant="primary">
                <a href="#/pricing">{t("myaccount.vip.extend")}</a>
              </Button>
            </div>
          </CardSection>
          <CardSection title={t("myaccount.subscriptions.title")}>
            <ul className="m-0 flex list-none flex-col gap-4 p-0">
              {SUBSCRIPTIONS.map((subscription) => (
                <li key={subscription.months} className={ROW}>
                  <div className="flex min-w-0 flex-col gap-1">
                    <InlineStack gap={2} align="center">
                      <strong>
                        {t("myaccount.subscription.plan", { months: subscription.months })}
                      </strong>
                      <Badge tone={subscription.tone}>
                        {t(`myaccount.subscription.status.${subscription.status}`)}
                      </Badge>
                    </InlineStack>
                    <span className="text-text-muted text-sm">
                      {t(`myaccount.provider.${subscription.provider}`)}
                    </span>
                  </div>
                  <dl className="m-0 grid grid-cols-3 gap-3 text-sm">
                    <Field term={t("myaccount.subscription.start")}>
                      {date.format(subscription.start)}
                    </Field>
                    <Field term={t("myaccount.subscription.renews")}>
                      {date.format(subscription.next)}
                    </Field>
                    <Field term={t("myaccount.subscription.amount")}>
                      {formatPrice(subscription.amount, "USD", locale)}
                    </Field>
                  </dl>
                </li>
              ))}
            </ul>
          </CardSection>
          <CardSection
            title={t("myaccount.password.title")}
            description={t("myaccount.password.body")}
          >
            <form className="flex flex-col gap-4" onSubmit={(event) => event.preventDefault()}>
              <PasswordField label={t("myaccount.password.old")} autoComplete="current-password" />
              <PasswordField
                label={t("myaccount.password.new")}
                autoComplete="new-password"
                checklist={passwordChecklist}
                defaultValue="Sunny-day"
              />
              <div>
                <Button type="submit">{t("myaccount.password.submit")}</Button>
              </div>
            </form>
          </CardSection>
        </Stack>
        <Stack gap={6} className="min-w-0">
          <CardSection title={t("myaccount.ip.title")} description={t("myaccount.ip.body")}>
            <div className={ROW}>
              <p className="m-0">
                {composition.withValue(
                  t("myaccount.ip.bound", { ip: composition.VALUE_MARK }),
                  <bdi dir="ltr">{BOUND_IP}</bdi>,
                )}
              </p>
              <Button variant="outline" size="sm">
                {t("myaccount.ip.remove")}
              </Button>
            </div>
            <form
              className="flex flex-col gap-3 sm:flex-row sm:items-end"
              onSubmit={(event) => event.preventDefault()}
            >
              <TextField
                className="min-w-0 flex-1"
                label={t("myaccount.ip.field")}
                dir="ltr"
                inputMode="text"
                autoComplete="off"
              />
              <Button type="submit">{t("myaccount.ip.bind")}</Button>
            </form>
            <div>
              <Button variant="link">{t("myaccount.ip.current", { ip: CURRENT_IP })}</Button>
            </div>
          </CardSection>
          <CardSection title={t("myaccount.devices.title")}>
            <ul className="m-0 flex list-none flex-col gap-4 p-0">
              {DEVICES.map((device) => {
                const app = t(`myaccount.device.${device.app}`);
                return (
                  <li key={device.app} className={ROW}>
                    <div className="flex min-w-0 flex-col gap-0.5">
                      <strong>{app}</strong>
                      <span className="text-text-muted text-sm">
                        {t("myaccount.device.system", device)}
                      </span>
                      <span className="text-text-muted text-sm">
                        {t("myaccount.device.lastSeen", { time: time.format(device.seen) })}
                      </span>
                    </div>
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={t("myaccount.device.unbindLabel", { app })}
                    >
                      {t("myaccount.device.unbind")}
                    </Button>
                  </li>
                );
              })}
            </ul>
          </CardSection>
        </Stack>
      </div>
    </Container>
  );
}

export default { title: "Compositions/Account", tags: ["rtl"], ...composition.meta(AccountPage) };
type Story = composition.CompositionStory<typeof AccountPage>;

/** On a desktop: two columns, every part of the account. */
export const Page: Story = {
  play: composition.checkPage(["myaccount"], async ({ canvas, t }) => {
    await expect(
      canvas.getByRole("heading", { level: 1, name: t("myaccount.hero.title") }),
    ).toBeVisible();
    const [profile, , , ip] = ["profile", "subscriptions", "devices", "ip"].map((id) =>
      canvas.getByRole("region", { name: t(`myaccount.${id}.title`) }),
    );
    await expect(
      canvas.getByText(t("myaccount.vip.remaining", { days: 102, hours: 6 })),
    ).toBeVisible();
    for (const device of DEVICES) {
      const app = t(`myaccount.device.${device.app}`);
      await expect(
        canvas.getByRole("button", { name: t("myaccount.device.unbindLabel", { app }) }),
      ).toBeVisible();
    }
    // An address reads left to right in every language.
    await expect(canvas.getByRole("textbox", { name: t("myaccount.ip.field") })).toHaveAttribute(
      "dir",
      "ltr",
    );
    if (window.innerWidth >= 1024 && profile && ip) {
      // Two columns: the IP binding beside the profile, on the reading side that follows it.
      await expect(ip.getBoundingClientRect().top).toBeLessThan(
        profile.getBoundingClientRect().bottom,
      );
    }
  }),
};

/** The new password's checklist follows the typing. */
export const ChangePassword: Story = {
  name: "Change password",
  tags: ["no-visual"],
  play: composition.checkPage(["myaccount"], async ({ canvasElement, canvas, t }) => {
    const field = canvas.getByLabelText(t("myaccount.password.new"));
    await userEvent.clear(field);
    await userEvent.type(field, "Sunny-day-2026");
    const met = canvasElement.querySelectorAll(
      "[data-slot=password-checklist-item][data-met=true]",
    );
    await expect(met.length).toBeGreaterThan(0);
    await expect(field).toHaveAttribute("autocomplete", "new-password");
  }),
};

/** On a 360 px phone: one column, nothing scrolls sideways. */
export const FitsSmallPhone: Story = { tags: ["no-visual"], ...composition.smallPhoneCheck() };
