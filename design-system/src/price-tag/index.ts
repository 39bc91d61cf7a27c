export { PriceTag, type PriceTagProps } from "./PriceTag";
export {
  PRICE_TAG_SIZES,
  type PriceTagSize,
  type PriceTagVariant,
  priceTagVariants,
} from "./priceTagVariants";
