import { CreditCard, Landmark, Wallet } from "lucide-react";
import { siAlipay } from "../glyphs/alipay.gen";
import { siAmericanexpress } from "../glyphs/americanexpress.gen";
import { siApplepay } from "../glyphs/applepay.gen";
import { siBitcoin } from "../glyphs/bitcoin.gen";
import { siDinersclub } from "../glyphs/dinersclub.gen";
import { siDiscover } from "../glyphs/discover.gen";
import { siEthereum } from "../glyphs/ethereum.gen";
import { siGooglepay } from "../glyphs/googlepay.gen";
import { siJcb } from "../glyphs/jcb.gen";
import { siKlarna } from "../glyphs/klarna.gen";
import { siMastercard } from "../glyphs/mastercard.gen";
import { siPaypal } from "../glyphs/paypal.gen";
import { siSepa } from "../glyphs/sepa.gen";
import { siTether } from "../glyphs/tether.gen";
import { siVisa } from "../glyphs/visa.gen";
import { siWechat } from "../glyphs/wechat.gen";
import { createIcon, type IconComponent } from "../icon/createIcon";

/** The payment marks the library draws; a page names the ones it accepts. */
export const PAYMENT_LOGOS = [
  "visa",
  "mastercard",
  "amex",
  "discover",
  "jcb",
  "diners",
  "paypal",
  "apple-pay",
  "google-pay",
  "alipay",
  "wechat-pay",
  "klarna",
  "sepa",
  "bitcoin",
  "ethereum",
  "tether",
  "card",
  "bank",
  "wallet",
] as const;

export type PaymentLogoId = (typeof PAYMENT_LOGOS)[number];

/** Marks that are not a brand: drawn from the icon family and named in the reader's language. */
export type GenericPaymentLogoId = Extract<PaymentLogoId, "card" | "bank" | "wallet">;
export type BrandPaymentLogoId = Exclude<PaymentLogoId, GenericPaymentLogoId>;

/**
 * A brand's mark from `simple-icons` (CC0): its path, its name (brand names
 * are the same in every language) and the box its shape fills inside the
 * 24-unit grid, so each mark is drawn as large as the chip allows whatever
 * its proportions (a wordmark is wide, a symbol square).
 */
export interface BrandMark {
  name: string;
  path: string;
  /** `x y width height` of the shape inside the 24 × 24 grid. */
  box: readonly [number, number, number, number];
}

// Boxes measured with SVG's getBBox() on simple-icons 16.37, rounded outwards.
export const BRAND_MARKS: Readonly<Record<BrandPaymentLogoId, BrandMark>> = {
  visa: { name: "Visa", path: siVisa.path, box: [0, 8.1, 24, 7.8] },
  mastercard: { name: "Mastercard", path: siMastercard.path, box: [0, 4.5, 24, 15] },
  amex: { name: "American Express", path: siAmericanexpress.path, box: [0, 0, 24, 24] },
  discover: { name: "Discover", path: siDiscover.path, box: [0, 9.9, 24, 4.2] },
  jcb: { name: "JCB", path: siJcb.path, box: [0, 8.8, 24, 6.4] },
  diners: { name: "Diners Club", path: siDinersclub.path, box: [0, 1.6, 24, 20.8] },
  paypal: { name: "PayPal", path: siPaypal.path, box: [1.8, 0, 20.4, 24] },
  "apple-pay": { name: "Apple Pay", path: siApplepay.path, box: [0, 4.3, 24, 15.4] },
  "google-pay": { name: "Google Pay", path: siGooglepay.path, box: [0, 7.2, 24, 9.6] },
  alipay: { name: "Alipay", path: siAlipay.path, box: [0, 0, 24, 24] },
  "wechat-pay": { name: "WeChat Pay", path: siWechat.path, box: [0, 2.1, 24, 19.8] },
  klarna: { name: "Klarna", path: siKlarna.path, box: [0, 2, 24, 20] },
  sepa: { name: "SEPA", path: siSepa.path, box: [0, 8.7, 24, 6.6] },
  bitcoin: { name: "Bitcoin", path: siBitcoin.path, box: [0, 0, 24, 24] },
  ethereum: { name: "Ethereum", path: siEthereum.path, box: [4.5, 0, 15, 24] },
  tether: { name: "Tether", path: siTether.path, box: [0, 1.5, 24, 21] },
};

export const GENERIC_MARKS: Readonly<Record<GenericPaymentLogoId, IconComponent>> = {
  card: createIcon("credit-card", CreditCard),
  bank: createIcon("landmark", Landmark),
  wallet: createIcon("wallet", Wallet),
};

export function isGenericLogo(id: PaymentLogoId): id is GenericPaymentLogoId {
  return Object.hasOwn(GENERIC_MARKS, id);
}
