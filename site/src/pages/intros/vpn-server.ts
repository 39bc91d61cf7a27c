import { defineMessages } from "react-intl";
import type { IntroMessages } from "../../app/PageIntro";
import type { ServerRegion } from "../../app/routing/site-pages";
import { americasServerIntros } from "./vpn-server-americas";
import { asiaPacificServerIntros } from "./vpn-server-asia-pacific";
import { europeServerIntros } from "./vpn-server-europe";

export const vpnServerIntro = defineMessages({
  metaTitle: {
    id: "vpn-server.meta.title",
    defaultMessage: "mVPN server locations: VPN servers in 14 countries",
  },
  metaDescription: {
    id: "vpn-server.meta.description",
    defaultMessage:
      "Connect to mVPN servers in 14 countries across Europe, the Americas, Asia and Oceania. Pick a location in one tap and your connection stays encrypted.",
  },
  title: { id: "vpn-server.hero.title", defaultMessage: "Servers in 14 countries" },
  body: {
    id: "vpn-server.hero.body",
    defaultMessage:
      "Choose the country you want to appear in, or connect to a server near you for the best speed.",
  },
  primary: { id: "vpn-server.hero.primary", defaultMessage: "See plans" },
  secondary: { id: "vpn-server.hero.secondary", defaultMessage: "Download the app" },
}) satisfies IntroMessages;

/** Every region's page (SPEC.md §2's /vpn-server sub-pages): a missing one fails the type check. */
export const serverRegionIntros: Record<ServerRegion, IntroMessages> = {
  ...americasServerIntros,
  ...asiaPacificServerIntros,
  ...europeServerIntros,
};
