import { defineMessages } from "react-intl";
import type { IntroMessages } from "../../app/PageIntro";

/** `notAllowed` replaces the body when the target fails the safety check (SPEC.md §2: external or dangerous URLs). */
export const redirectIntro = defineMessages({
  metaTitle: { id: "redirect.meta.title", defaultMessage: "Redirecting… | mVPN" },
  metaDescription: {
    id: "redirect.meta.description",
    defaultMessage:
      "mVPN is taking you to the page you asked for. If nothing happens, the link points to an address we do not open, to keep you and your account safe.",
  },
  title: { id: "redirect.hero.title", defaultMessage: "Taking you there…" },
  body: { id: "redirect.hero.body", defaultMessage: "One moment while we open the page for you." },
  notAllowed: {
    id: "redirect.hero.notAllowed",
    defaultMessage:
      "We cannot take you to this address because it is not one we trust. Check the link, or continue to the mVPN home page.",
  },
}) satisfies IntroMessages;
