export { InlineStack, type InlineStackProps } from "./InlineStack";
export { Stack, type StackProps } from "./Stack";
export {
  SPACE_STEPS,
  type SpaceStep,
  type StackAlign,
  type StackJustify,
} from "./spacingScale";
