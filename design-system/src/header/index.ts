export { Header, type HeaderProps } from "./Header";
export { HEADER_HEIGHT } from "./headerHeight";
export type { HeaderLabels } from "./headerLabels";
export type {
  HeaderAccount,
  HeaderCollapse,
  HeaderLink,
  HeaderVariant,
  SignedInAccount,
  SignedOutAccount,
} from "./headerTypes";
