export { BlogLayout, type BlogLayoutProps } from "./BlogLayout";
export { DefaultLayout, type DefaultLayoutProps } from "./DefaultLayout";
export type { PageLayoutSlots } from "./layoutSlots";
export { SkipLink, type SkipLinkProps } from "./SkipLink";
export {
  STANDALONE_WIDTHS,
  StandaloneLayout,
  type StandaloneLayoutProps,
  type StandaloneWidth,
} from "./StandaloneLayout";
