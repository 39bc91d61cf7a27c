import { useCallback } from "react";
import { useMessages } from "../i18n/messages";
import { paymentLogosMessages } from "./intl/catalog.gen";
import { BRAND_MARKS, isGenericLogo, type PaymentLogoId } from "./paymentLogoMarks";

/** A mark's name: the brand's own in every language ("Visa"), or the kind in the reader's ("Card"). */
export function usePaymentLogoName(): (logo: PaymentLogoId) => string {
  const t = useMessages(paymentLogosMessages);
  return useCallback((logo) => (isGenericLogo(logo) ? t(logo) : BRAND_MARKS[logo].name), [t]);
}
