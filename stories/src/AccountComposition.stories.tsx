import { passwordChecklist } from "@mvpn/contract/validation";
import {
  Alert,
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardTitle,
  Container,
  InlineStack,
  Link,
  PasswordField,
  Stack,
  TextField,
} from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { type ReactNode, useId } from "react";
import { expect, userEvent, within } from "storybook/test";
import { type CheckoutLang, SMALL_PHONE } from "./support/checkoutFixtures";
import { fitsSmallPhone } from "./support/compositionHelpers";
import { compositionMeta } from "./support/compositionStories";
import { inBothDirections } from "./support/directions";

interface Subscription {
  plan: string;
  provider: string;
  status: string;
  tone: "success" | "neutral";
  start: string;
  next: string;
  amount: string;
}

interface Device {
  os: string;
  app: string;
  seen: string;
}

const COPY: Record<
  CheckoutLang,
  {
    title: string;
    profile: string;
    email: string;
    userId: string;
    vip: string;
    vipActive: string;
    remaining: string;
    extend: string;
    subscriptions: string;
    subscriptionList: Subscription[];
    started: string;
    renews: string;
    amount: string;
    ip: string;
    ipBody: string;
    ipBound: string;
    ipField: string;
    ipCurrent: string;
    bind: string;
    remove: string;
    devices: string;
    devicesBody: string;
    deviceList: Device[];
    lastSeen: string;
    unbind: string;
    password: string;
    currentPassword: string;
    newPassword: string;
    change: string;
    passwordNote: string;
    help: string;
    contact: string;
  }
> = {
  en: {
    title: "My account",
    profile: "Profile",
    email: "Email",
    userId: "User ID",
    vip: "VIP status",
    vipActive: "VIP",
    remaining: "3 months and 12 days left",
    extend: "Extend VIP",
    subscriptions: "Subscriptions",
    subscriptionList: [
      {
        plan: "12 months",
        provider: "Card",
        status: "Active",
        tone: "success",
        start: "March 3, 2026",
        next: "March 3, 2027",
        amount: "$71.88",
      },
      {
        plan: "1 month",
        provider: "PayPal",
        status: "Ended",
        tone: "neutral",
        start: "January 3, 2026",
        next: "February 3, 2026",
        amount: "$11.99",
      },
    ],
    started: "Started",
    renews: "Renews or ends",
    amount: "Amount",
    ip: "IP binding",
    ipBody: "Only these addresses can use your account.",
    ipBound: "Bound address",
    ipField: "IP address",
    ipCurrent: "Bind my current IP",
    bind: "Bind",
    remove: "Remove",
    devices: "Devices",
    devicesBody: "Up to 10 devices can use your account at once.",
    deviceList: [
      { os: "Windows 11", app: "mVPN for Windows 4.2", seen: "today, 09:14" },
      { os: "Android 15", app: "mVPN for Android 5.0", seen: "November 20, 2026" },
    ],
    lastSeen: "Last seen",
    unbind: "Unbind",
    password: "Change password",
    currentPassword: "Current password",
    newPassword: "New password",
    change: "Change password",
    passwordNote: "Your other devices and browsers will be signed out.",
    help: "Something not right with your account?",
    contact: "Contact support",
  },
  ar: {
    title: "حسابي",
    profile: "الملف الشخصي",
    email: "البريد الإلكتروني",
    userId: "معرّف المستخدم",
    vip: "حالة VIP",
    vipActive: "VIP",
    remaining: "متبقٍ 3 أشهر و12 يومًا",
    extend: "تمديد VIP",
    subscriptions: "الاشتراكات",
    subscriptionList: [
      {
        plan: "12 شهرًا",
        provider: "بطاقة",
        status: "نشط",
        tone: "success",
        start: "3 مارس 2026",
        next: "3 مارس 2027",
        amount: "71.88 US$",
      },
      {
        plan: "شهر واحد",
        provider: "PayPal",
        status: "منتهٍ",
        tone: "neutral",
        start: "3 يناير 2026",
        next: "3 فبراير 2026",
        amount: "11.99 US$",
      },
    ],
    started: "البدء",
    renews: "التجديد أو الانتهاء",
    amount: "المبلغ",
    ip: "ربط عنوان IP",
    ipBody: "هذه العناوين وحدها يمكنها استخدام حسابك.",
    ipBound: "العنوان المرتبط",
    ipField: "عنوان IP",
    ipCurrent: "ربط عنواني الحالي",
    bind: "ربط",
    remove: "إزالة",
    devices: "الأجهزة",
    devicesBody: "يمكن لعشرة أجهزة استخدام حسابك في الوقت نفسه.",
    deviceList: [
      { os: "Windows 11", app: "mVPN لنظام Windows 4.2", seen: "اليوم، 09:14" },
      { os: "Android 15", app: "mVPN لنظام Android 5.0", seen: "20 نوفمبر 2026" },
    ],
    lastSeen: "آخر ظهور",
    unbind: "إلغاء الربط",
    password: "تغيير كلمة المرور",
    currentPassword: "كلمة المرور الحالية",
    newPassword: "كلمة المرور الجديدة",
    change: "تغيير كلمة المرور",
    passwordNote: "سيُسجَّل خروجك من أجهزتك ومتصفحاتك الأخرى.",
    help: "هل في حسابك ما لا يعمل كما ينبغي؟",
    contact: "تواصل مع الدعم",
  },
};

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

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card asChild>
      <section aria-labelledby={id}>
        <CardContent gap="md" className="pt-6">
          <div className="flex flex-col gap-1">
            <CardTitle id={id} headingLevel={2}>
              {title}
            </CardTitle>
            {description && <CardDescription>{description}</CardDescription>}
          </div>
          {children}
        </CardContent>
      </section>
    </Card>
  );
}

/**
 * /myaccount as the site composes it from the design system, for a VIP
 * member: the profile with the VIP time left, the subscriptions, the IP
 * binding, the devices with their unbind buttons and the change-password
 * form. Two columns on a desktop, one on a phone.
 */
function AccountPage({ lang }: { lang: CheckoutLang }) {
  const copy = COPY[lang];
  return (
    <Container data-slot="account-page" className="flex flex-col gap-6 py-8 md:py-12">
      <h1 className="font-display m-0 text-3xl leading-tight font-bold tracking-tight [&:lang(ar)]:tracking-normal">
        {copy.title}
      </h1>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <Stack gap={6} className="min-w-0">
          <Section title={copy.profile}>
            <dl className="m-0 grid grid-cols-1 gap-4 sm:grid-cols-2">
              <Field term={copy.email}>
                <bdi>jane.doe@example.com</bdi>
              </Field>
              <Field term={copy.userId}>
                <bdi>10482</bdi>
              </Field>
              <Field term={copy.vip}>
                <InlineStack gap={2} align="center">
                  <Badge tone="brand">{copy.vipActive}</Badge>
                  <span>{copy.remaining}</span>
                </InlineStack>
              </Field>
            </dl>
            <div>
              <Button asChild variant="primary">
                <a href="#/pricing">{copy.extend}</a>
              </Button>
            </div>
          </Section>
          <Section title={copy.subscriptions}>
            <ul className="m-0 flex list-none flex-col gap-4 p-0">
              {copy.subscriptionList.map((subscription) => (
                <li key={subscription.start} className={ROW}>
                  <div className="flex min-w-0 flex-col gap-1">
                    <InlineStack gap={2} align="center">
                      <strong>{subscription.plan}</strong>
                      <Badge tone={subscription.tone}>{subscription.status}</Badge>
                    </InlineStack>
                    <span className="text-text-muted text-sm">{subscription.provider}</span>
                  </div>
                  <dl className="m-0 grid grid-cols-3 gap-3 text-sm">
                    <Field term={copy.started}>{subscription.start}</Field>
                    <Field term={copy.renews}>{subscription.next}</Field>
                    <Field term={copy.amount}>{subscription.amount}</Field>
                  </dl>
                </li>
              ))}
            </ul>
          </Section>
          <Section title={copy.password} description={copy.passwordNote}>
            <form className="flex flex-col gap-4" onSubmit={(event) => event.preventDefault()}>
              <PasswordField label={copy.currentPassword} autoComplete="current-password" />
              <PasswordField
                label={copy.newPassword}
                autoComplete="new-password"
                checklist={passwordChecklist}
                defaultValue="Sunny-day"
              />
              <div>
                <Button type="submit">{copy.change}</Button>
              </div>
            </form>
          </Section>
        </Stack>
        <Stack gap={6} className="min-w-0">
          <Section title={copy.ip} description={copy.ipBody}>
            <ul className="m-0 flex list-none flex-col gap-4 p-0">
              {["203.0.113.24", "2001:db8::7"].map((address) => (
                <li key={address} className={ROW}>
                  <dl className="m-0">
                    <Field term={copy.ipBound}>
                      <bdi dir="ltr">{address}</bdi>
                    </Field>
                  </dl>
                  <Button variant="outline" size="sm" aria-label={`${copy.remove} ${address}`}>
                    {copy.remove}
                  </Button>
                </li>
              ))}
            </ul>
            <form
              className="flex flex-col gap-3 sm:flex-row sm:items-end"
              onSubmit={(event) => event.preventDefault()}
            >
              <TextField
                className="min-w-0 flex-1"
                label={copy.ipField}
                dir="ltr"
                inputMode="text"
                autoComplete="off"
              />
              <Button type="submit">{copy.bind}</Button>
            </form>
            <div>
              <Button variant="link">{copy.ipCurrent}</Button>
            </div>
          </Section>
          <Section title={copy.devices} description={copy.devicesBody}>
            <ul className="m-0 flex list-none flex-col gap-4 p-0">
              {copy.deviceList.map((device) => (
                <li key={device.os} className={ROW}>
                  <div className="flex min-w-0 flex-col gap-0.5">
                    <strong>{device.os}</strong>
                    <span className="text-text-muted text-sm">{device.app}</span>
                    <span className="text-text-muted text-sm">
                      {copy.lastSeen}: {device.seen}
                    </span>
                  </div>
                  <Button variant="outline" size="sm" aria-label={`${copy.unbind} ${device.os}`}>
                    {copy.unbind}
                  </Button>
                </li>
              ))}
            </ul>
          </Section>
          <Alert tone="info">
            {copy.help} <Link href="#/contact-us">{copy.contact}</Link>
          </Alert>
        </Stack>
      </div>
    </Container>
  );
}

const meta = {
  title: "Compositions/Account",
  ...compositionMeta(AccountPage),
} satisfies Meta<typeof AccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a desktop: two columns, every part of the account. */
export const Page: Story = {
  tags: ["rtl"],
  play: inBothDirections(
    async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole("heading", { level: 1, name: "My account" })).toBeVisible();
      for (const name of ["Profile", "Subscriptions", "IP binding", "Devices", "Change password"]) {
        await expect(canvas.getByRole("region", { name })).toBeVisible();
      }
      await expect(canvas.getByText("3 months and 12 days left")).toBeVisible();
      await expect(canvas.getAllByRole("button", { name: /^Unbind / })).toHaveLength(2);
      if (window.innerWidth >= 1024) {
        const profile = canvas.getByRole("region", { name: "Profile" });
        const ip = canvas.getByRole("region", { name: "IP binding" });
        await expect(ip.getBoundingClientRect().left).toBeGreaterThan(
          profile.getBoundingClientRect().right,
        );
      }
    },
    async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole("region", { name: "الأجهزة" })).toBeVisible();
      await expect(canvas.getByRole("textbox", { name: "عنوان IP" })).toHaveAttribute("dir", "ltr");
    },
  ),
};

/** The new password's checklist follows the typing. */
export const ChangePassword: Story = {
  name: "Change password",
  tags: ["no-visual"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText("New password");
    await userEvent.clear(field);
    await userEvent.type(field, "Sunny-day-2026");
    const met = canvasElement.querySelectorAll(
      "[data-slot=password-checklist-item][data-met=true]",
    );
    await expect(met.length).toBeGreaterThan(0);
    await expect(field).toHaveAttribute("autocomplete", "new-password");
  },
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
