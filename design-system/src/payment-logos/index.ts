export {
  PaymentLogo,
  type PaymentLogoProps,
  type PaymentLogoSize,
  paymentLogoVariants,
} from "./PaymentLogo";
export { PaymentLogos, type PaymentLogosProps } from "./PaymentLogos";
export {
  type BrandPaymentLogoId,
  type GenericPaymentLogoId,
  PAYMENT_LOGOS,
  type PaymentLogoId,
} from "./paymentLogoMarks";
export { usePaymentLogoName } from "./usePaymentLogoName";
