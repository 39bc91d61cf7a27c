export {
  LanguageSwitcher,
  type LanguageSwitcherProps,
  type LanguageSwitcherTone,
  type LanguageSwitcherVariant,
} from "./LanguageSwitcher";
