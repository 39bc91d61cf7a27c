import { loadMessages, type Messages } from "../i18n/load-messages";
import { localeFromPath } from "./routing/paths";

export interface PageData {
  locale: string;
  messages: Messages;
  pathname: string;
}

/**
 * What every page's loader returns. Loaders run at build time (prerendering),
 * so the translated text is in the HTML and only one language travels to the browser.
 */
export async function loadPageData(request: Request): Promise<PageData> {
  const { pathname } = new URL(request.url);
  const locale = localeFromPath(pathname);
  return { locale, messages: await loadMessages(locale), pathname };
}
