import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import MiniSearch from "minisearch";
import { helpSearchDocuments } from "../src/content/help/help.server";
import { HELP_LOCALES } from "../src/content/help/help-articles";
import {
  SEARCH_OPTIONS,
  type SearchDocument,
  searchIndexPath,
} from "../src/content/search/search-options";

/** A locale's help search index: MiniSearch's JSON over that locale's articles only. */
export function helpSearchIndexJson(locale: string): string {
  const search = new MiniSearch<SearchDocument>(SEARCH_OPTIONS);
  search.addAll(helpSearchDocuments(locale));
  return JSON.stringify(search);
}

/**
 * Build step (react-router.config.ts buildEnd, before compression): the help
 * centre's search index per language it is written in (`/help-search/en.json`,
 * `/help-search/ru.json`), fetched by the help pages' search on first use.
 */
export async function writeHelpFiles(clientDir: string) {
  for (const locale of HELP_LOCALES) {
    const index = join(clientDir, searchIndexPath("help", locale));
    await mkdir(dirname(index), { recursive: true });
    await writeFile(index, helpSearchIndexJson(locale));
  }
}
