export { Button, type ButtonProps } from "./Button";
export {
  BUTTON_SIZES,
  BUTTON_VARIANTS,
  type ButtonSize,
  type ButtonVariant,
  type ButtonVariantProps,
  buttonVariants,
} from "./buttonVariants";
