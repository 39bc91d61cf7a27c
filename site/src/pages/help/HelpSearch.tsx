import { withLanguage } from "../../app/routing/paths";
import { SearchForm } from "../../content/search/SearchForm";
import { helpSearchMessages } from "./help-messages";

/** The help centre's index, which shows a search's results (`/help?q=…`). */
const HELP_INDEX = "/help";

/** The help centre's index in a language: where every help page's search form goes. */
export const helpIndexPath = (locale: string) => withLanguage(locale, HELP_INDEX);

/** The search box of every help page (the index and each article): the site's search form, aimed at the index. */
export function HelpSearchForm({ locale }: { locale: string }) {
  return (
    <SearchForm
      collection="help"
      locale={locale}
      resultsPath={HELP_INDEX}
      messages={helpSearchMessages}
    />
  );
}
