import { createDialogs } from "@mvpn/design-system";
import type { IntlShape } from "react-intl";
import type { ApiUi } from "../../api/ui-port";
import { withLanguage } from "../routing/paths";
import { sessionMessages } from "./runtime-messages";

/** The page's one queue of prompts, shown by the runtime layer's `DialogHost`. */
export const siteDialogs = createDialogs();

export interface SiteUiContext {
  intl: IntlShape;
  locale: string;
  /** The router's navigate: the visitor stays in the app, no full reload. */
  navigate: (to: string) => void;
}

/**
 * What SPEC.md §8's error table does to the page, in the site's own
 * terms: the design system's dialogs (their buttons translated by the
 * design system), and in-site paths in the visitor's language.
 */
export function siteApiUi({ intl, locale, navigate }: SiteUiContext): ApiUi {
  return {
    alert: (message) => siteDialogs.alert({ title: message }),
    confirm: (message) =>
      siteDialogs.confirm({ title: intl.formatMessage(sessionMessages.expiredTitle), message }),
    navigate: (path) => navigate(withLanguage(locale, path)),
    reload: () => window.location.reload(),
    formatMessage: (message) => intl.formatMessage(message),
  };
}
