import { defineMessages } from "react-intl";

/** Logout's toast: in the header catalog, which every page loads. */
export const logoutMessages = defineMessages({
  signedOut: { id: "header.signedOut", defaultMessage: "You are logged out." },
});
