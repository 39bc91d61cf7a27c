import { defineMessages } from "react-intl";
import type { IntroMessages } from "../../app/PageIntro";

export const aboutusIntro = defineMessages({
  metaTitle: {
    id: "aboutus.meta.title",
    defaultMessage: "About mVPN: who we are and what we stand for",
  },
  metaDescription: {
    id: "aboutus.meta.description",
    defaultMessage:
      "mVPN makes a simple, no-logs VPN for every device, with servers in 14 countries. Meet the team and learn how we protect your privacy online.",
  },
  title: { id: "aboutus.hero.title", defaultMessage: "Privacy should be simple" },
  body: {
    id: "aboutus.hero.body",
    defaultMessage:
      "We build mVPN so anyone can protect their connection in one tap, on every device they own. We keep no logs of what you do online.",
  },
  primary: { id: "aboutus.hero.primary", defaultMessage: "See plans" },
  secondary: { id: "aboutus.hero.secondary", defaultMessage: "Contact us" },
}) satisfies IntroMessages;
