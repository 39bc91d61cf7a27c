export { Footer, type FooterLinkGroup, type FooterProps } from "./Footer";
export { FOOTER_TONES, type FooterTone, footerVariants } from "./footerVariants";
