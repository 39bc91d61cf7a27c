export {
  CARD_FIELD_NAMES,
  type CardField,
  CardFields,
  type CardFieldsProps,
  type CardFieldsValue,
} from "./CardFields";
export {
  type CardBrand,
  cardBrandOf,
  formatCardCvc,
  formatCardExpiry,
  formatCardNumber,
} from "./cardFormat";
