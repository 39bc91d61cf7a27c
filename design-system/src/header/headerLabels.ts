import type { MessageKey } from "../i18n/catalog";
import { useMessages } from "../i18n/messages";
import { headerMessages } from "./intl/catalog.gen";

type HeaderMessageKey = MessageKey<typeof headerMessages>;

/** Words that replace the translated ones; `signedInAs` keeps its `{name}` placeholder. */
export type HeaderLabels = Partial<Record<HeaderMessageKey, string>>;

/**
 * The header's words in the page's language with the site's own labels over
 * them. `signedInAs` stays a template ("Signed in as {name}") whose `{name}`
 * the menus fill with the account name as an element (`fillWithNode`).
 */
export function useHeaderLabels(labels?: HeaderLabels): Record<HeaderMessageKey, string> {
  const t = useMessages(headerMessages);
  return {
    mainNavigation: t("mainNavigation"),
    menu: t("menu"),
    closeMenu: t("closeMenu"),
    account: t("account"),
    signedInAs: t("signedInAs", { name: "{name}" }),
    logIn: t("logIn"),
    myAccount: t("myAccount"),
    logOut: t("logOut"),
    ...labels,
  };
}
