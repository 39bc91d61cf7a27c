/** A primary navigation link; `current` marks the page being shown (`aria-current="page"`). */
export interface HeaderLink {
  href: string;
  label: string;
  current?: boolean;
}

/** A visitor who is not signed in gets a "Log in" link. */
export interface SignedOutAccount {
  signedIn: false;
  loginHref: string;
}

/** A signed-in user gets a menu with their name: "My account" and "Log out". */
export interface SignedInAccount {
  signedIn: true;
  /** Shown on the menu button (a name or an email; it is isolated with `<bdi>`). */
  name: string;
  accountHref: string;
  onSignOut: () => void;
}

export type HeaderAccount = SignedOutAccount | SignedInAccount;

export type HeaderVariant = "default" | "transparent";

/** The breakpoint below which the header collapses into the menu sheet. */
export type HeaderCollapse = "md" | "lg";
