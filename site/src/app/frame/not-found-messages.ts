import { defineMessages } from "react-intl";
import type { IntroMessages } from "../PageIntro";

export const notFoundIntro = defineMessages({
  metaTitle: { id: "404.meta.title", defaultMessage: "Page not found | mVPN" },
  metaDescription: {
    id: "404.meta.description",
    defaultMessage:
      "The page you are looking for does not exist or has moved. Go back to the mVPN home page, or find plans, downloads and help from the menu.",
  },
  title: { id: "404.hero.title", defaultMessage: "Page not found" },
  body: {
    id: "404.hero.body",
    defaultMessage: "The link may be broken, or the page may have moved.",
  },
  // SPEC.md §8: the validate-check error message, word for word.
  message: { id: "404.message", defaultMessage: "Page Not Found: {path}" },
  home: { id: "404.home", defaultMessage: "Back to the home page" },
}) satisfies IntroMessages;
