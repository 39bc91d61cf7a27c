export { linkMessages } from "./intl/catalog.gen";
export { Link, type LinkProps } from "./Link";
export {
  LINK_VARIANTS,
  type LinkVariant,
  type LinkVariantProps,
  linkVariants,
} from "./linkVariants";
