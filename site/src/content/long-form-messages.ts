import { defineMessages } from "react-intl";

// The header catalog is loaded on every page (SPEC.md §2 step 5), so the crumb
// back to the home page reuses its words instead of one copy per page catalog.
export const { home: homeCrumb } = defineMessages({
  home: { id: "header.home", defaultMessage: "mVPN home" },
});
