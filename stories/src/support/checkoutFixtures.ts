import type {
  PaymentLogoId,
  PaymentMethod,
  PlanComparisonColumn,
  PlanComparisonRow,
} from "@mvpn/design-system";

/** Pages in the stories speak English or Arabic, by the locale global. */
export type CheckoutLang = "en" | "ar";
export const checkoutLang = (locale: unknown): CheckoutLang => (locale === "ar" ? "ar" : "en");

/** The marks of the pricing page's "we accept" row. */
export const ACCEPTED_LOGOS: readonly PaymentLogoId[] = [
  "visa",
  "mastercard",
  "amex",
  "paypal",
  "apple-pay",
  "google-pay",
  "alipay",
  "bitcoin",
];

/** Seven methods as a checkout page words them; bank transfer is off for monthly plans. */
export const PAYMENT_METHODS: Record<CheckoutLang, PaymentMethod[]> = {
  en: [
    {
      value: "card",
      label: "Credit or debit card",
      description: "Visa, Mastercard, American Express, Discover, JCB",
      logos: ["visa", "mastercard", "amex", "discover", "jcb"],
    },
    { value: "paypal", label: "PayPal", logos: ["paypal"] },
    { value: "apple-pay", label: "Apple Pay", logos: ["apple-pay"] },
    { value: "google-pay", label: "Google Pay", logos: ["google-pay"] },
    { value: "alipay", label: "Alipay", logos: ["alipay"] },
    {
      value: "crypto",
      label: "Cryptocurrency",
      description: "Bitcoin, Ethereum, USDT",
      logos: ["bitcoin", "ethereum", "tether"],
    },
    {
      value: "bank",
      label: "Bank transfer",
      logos: ["bank"],
      disabled: true,
      disabledReason: "Not available for monthly plans",
    },
  ],
  ar: [
    {
      value: "card",
      label: "بطاقة ائتمان أو خصم",
      description: "Visa وMastercard وAmerican Express وDiscover وJCB",
      logos: ["visa", "mastercard", "amex", "discover", "jcb"],
    },
    { value: "paypal", label: "PayPal", logos: ["paypal"] },
    { value: "apple-pay", label: "Apple Pay", logos: ["apple-pay"] },
    { value: "google-pay", label: "Google Pay", logos: ["google-pay"] },
    { value: "alipay", label: "Alipay", logos: ["alipay"] },
    {
      value: "crypto",
      label: "عملة مشفّرة",
      description: "Bitcoin وEthereum وUSDT",
      logos: ["bitcoin", "ethereum", "tether"],
    },
    {
      value: "bank",
      label: "تحويل بنكي",
      logos: ["bank"],
      disabled: true,
      disabledReason: "غير متاح للخطط الشهرية",
    },
  ],
};

/** What every plan includes, as the pricing page lists it. */
export const EVERY_PLAN: Record<CheckoutLang, PlanComparisonRow[]> = {
  en: [
    { label: "Servers in 94 countries", description: "Switch as often as you like" },
    { label: "Up to 10 devices at once", description: "Phones, computers, tablets and TVs" },
    { label: "No-logs policy", description: "Checked by an independent audit every year" },
    { label: "Streaming servers", description: "Tested daily with the major services" },
    { label: "Kill switch", description: "Blocks traffic if the VPN drops" },
    { label: "Support around the clock", description: "Live chat and email" },
  ],
  ar: [
    { label: "خوادم في 94 دولة", description: "بدّل بينها متى شئت" },
    {
      label: "ما يصل إلى 10 أجهزة في الوقت نفسه",
      description: "الهواتف والحواسيب والأجهزة اللوحية والتلفاز",
    },
    { label: "سياسة عدم الاحتفاظ بالسجلات", description: "تتحقق منها جهة تدقيق مستقلة كل عام" },
    { label: "خوادم للبث", description: "نختبرها يوميًا مع خدمات البث الكبرى" },
    { label: "مفتاح الإيقاف الطارئ", description: "يحجب الاتصال إذا انقطعت شبكة VPN" },
    { label: "دعم على مدار الساعة", description: "دردشة مباشرة وبريد إلكتروني" },
  ],
};

/** The plans side by side, for a comparison with columns. */
export const PLAN_COLUMNS: Record<CheckoutLang, PlanComparisonColumn[]> = {
  en: [
    { id: "1", label: "1 month" },
    { id: "12", label: "12 months" },
    { id: "24", label: "24 months" },
  ],
  ar: [
    { id: "1", label: "شهر واحد" },
    { id: "12", label: "12 شهرًا" },
    { id: "24", label: "24 شهرًا" },
  ],
};

export const COMPARED_FEATURES: Record<CheckoutLang, PlanComparisonRow[]> = {
  en: [
    { id: "servers", label: "Servers in 94 countries", values: [true, true, true] },
    { id: "devices", label: "Devices at once", values: ["5", "10", "10"] },
    {
      id: "ip",
      label: "Dedicated IP",
      description: "One address only you use",
      values: [false, false, true],
    },
    { id: "blocker", label: "Ad and tracker blocker", values: [false, true, true] },
    { id: "refund", label: "Money-back guarantee", values: ["30 days", "30 days", "30 days"] },
  ],
  ar: [
    { id: "servers", label: "خوادم في 94 دولة", values: [true, true, true] },
    { id: "devices", label: "الأجهزة في الوقت نفسه", values: ["5", "10", "10"] },
    {
      id: "ip",
      label: "عنوان IP مخصّص",
      description: "عنوان لا يستخدمه غيرك",
      values: [false, false, true],
    },
    { id: "blocker", label: "حاجب الإعلانات وأدوات التتبّع", values: [false, true, true] },
    { id: "refund", label: "ضمان استرداد الأموال", values: ["30 يومًا", "30 يومًا", "30 يومًا"] },
  ],
};

/** A phone narrower than our "phone" viewport (390): the 360 px the pages must fit without scrolling sideways. */
export const SMALL_PHONE = {
  parameters: {
    viewport: {
      options: {
        smallPhone: {
          name: "Small phone (360)",
          styles: { width: "360px", height: "780px" },
          type: "mobile",
        },
      },
    },
  },
  globals: { viewport: { value: "smallPhone", isRotated: false } },
} as const;

/** Nothing on the page is wider than the viewport: no sideways scroll. */
export function scrollsSideways(): boolean {
  return document.documentElement.scrollWidth > document.documentElement.clientWidth;
}

/** What sticks out of the viewport sideways, named by tag and slot, for a failing check to show. */
export function outOfViewport(root: HTMLElement): string[] {
  const width = document.documentElement.clientWidth;
  return [...root.querySelectorAll<HTMLElement>("*")]
    .filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && (box.left < -0.5 || box.right > width + 0.5);
    })
    .map(
      (element) =>
        `${element.tagName.toLowerCase()}[${element.dataset.slot ?? element.className}] ${Math.round(element.getBoundingClientRect().left)}…${Math.round(element.getBoundingClientRect().right)}`,
    );
}
