import { defineMessages } from "react-intl";
import type { IntroMessages } from "../../app/PageIntro";

export const whatIsMyIpIntro = defineMessages({
  metaTitle: {
    id: "what-is-my-ip.meta.title",
    defaultMessage: "What is my IP address? Free IP lookup | mVPN",
  },
  metaDescription: {
    id: "what-is-my-ip.meta.description",
    defaultMessage:
      "See your public IP address and the country it points to, just as every website you visit sees them. Free, with no sign-up. Then learn how to hide it.",
  },
  title: { id: "what-is-my-ip.hero.title", defaultMessage: "What is my IP address?" },
  body: {
    id: "what-is-my-ip.hero.body",
    defaultMessage:
      "Every website you visit sees this address and the country it points to. Connect to mVPN and they see one of our servers instead.",
  },
  secondary: { id: "what-is-my-ip.hero.secondary", defaultMessage: "Hide my IP" },
}) satisfies IntroMessages;
