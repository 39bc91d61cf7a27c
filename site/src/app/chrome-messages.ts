import { defineMessages } from "react-intl";

/** The header catalog (SPEC.md §2 "header"): loaded with every page. */
export const headerMessages = defineMessages({
  home: { id: "header.home", defaultMessage: "mVPN home" },
  features: { id: "header.features", defaultMessage: "Features" },
  servers: { id: "header.servers", defaultMessage: "Servers" },
  pricing: { id: "header.pricing", defaultMessage: "Pricing" },
  download: { id: "header.download", defaultMessage: "Download" },
  blog: { id: "header.blog", defaultMessage: "Blog" },
  seePlans: { id: "header.seePlans", defaultMessage: "See plans" },
  skip: { id: "header.skip", defaultMessage: "Skip to main content" },
  secure: { id: "header.secure", defaultMessage: "Secure connection" },
  account: { id: "header.account", defaultMessage: "My account" },
});

/** The footer catalog (SPEC.md §2 "footer"): loaded with every page. */
export const footerMessages = defineMessages({
  tagline: {
    id: "footer.tagline",
    defaultMessage:
      "A no-logs VPN for every device. Servers in 14 countries, 30-day money-back guarantee.",
  },
  product: { id: "footer.product", defaultMessage: "Product" },
  company: { id: "footer.company", defaultMessage: "Company" },
  tools: { id: "footer.tools", defaultMessage: "Free tools" },
  support: { id: "footer.support", defaultMessage: "Support" },
  features: { id: "footer.features", defaultMessage: "Features" },
  pricing: { id: "footer.pricing", defaultMessage: "Pricing" },
  servers: { id: "footer.servers", defaultMessage: "Server locations" },
  trial: { id: "footer.trial", defaultMessage: "Free trial" },
  download: { id: "footer.download", defaultMessage: "Download the apps" },
  about: { id: "footer.about", defaultMessage: "About us" },
  press: { id: "footer.press", defaultMessage: "Press room" },
  affiliate: { id: "footer.affiliate", defaultMessage: "Affiliate programme" },
  blog: { id: "footer.blog", defaultMessage: "Blog" },
  ip: { id: "footer.ip", defaultMessage: "What is my IP?" },
  webrtc: { id: "footer.webrtc", defaultMessage: "WebRTC leak test" },
  whatIsVpn: { id: "footer.whatIsVpn", defaultMessage: "What is a VPN?" },
  contact: { id: "footer.contact", defaultMessage: "Contact us" },
  help: { id: "footer.help", defaultMessage: "Help centre" },
  terms: { id: "footer.terms", defaultMessage: "Terms of use" },
  privacy: { id: "footer.privacy", defaultMessage: "Privacy policy" },
  // The cookie bar's sentence (it shows on every page, so its words live with the footer's). It says
  // what SPEC.md §4 does: storage for analytics is granted whatever the answer; the answer decides ads.
  cookieBar: {
    id: "footer.cookieBar",
    defaultMessage:
      "This site uses cookies and browser storage to work and to measure visits. If you accept, your data may also be used for advertising and personalised ads.",
  },
  legal: { id: "footer.legal", defaultMessage: "© {year} mVPN. All rights reserved." },
  cookieSettings: { id: "footer.cookieSettings", defaultMessage: "Cookie settings" },
});

/** Messages of the client runtime (new build, errors); in the header catalog, which every page loads. */
export const runtimeMessages = defineMessages({
  newBuild: {
    id: "header.newBuild",
    defaultMessage: "A new version of this site is available.",
  },
  reload: { id: "header.reload", defaultMessage: "Reload" },
  reloadHint: { id: "header.reloadHint", defaultMessage: "Reload the page to get the new version" },
  errorTitle: { id: "header.errorTitle", defaultMessage: "Something went wrong" },
  errorBody: {
    id: "header.errorBody",
    defaultMessage: "This page could not be shown. Please try again in a moment.",
  },
  errorHome: { id: "header.errorHome", defaultMessage: "Back to the home page" },
});
