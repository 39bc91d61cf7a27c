import { defineMessages } from "react-intl";

/**
 * The words of SPEC.md §4 and §8 that the HTTP client shows. English defaults
 * are SPEC.md's texts; the ids live in the header catalog, which every page loads (SPEC.md §2 step 5).
 */
export const apiMessages = defineMessages({
  genericError: {
    id: "header.apiError",
    defaultMessage: "Error",
  },
  loggedOut: {
    id: "header.loggedOut",
    defaultMessage:
      "You have been logged out, you can cancel to stay on this page, or log in again",
  },
});
