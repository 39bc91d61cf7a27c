import { describe, expect, it } from "vitest";
import { pageLocales, SITE_PAGES } from "../../app/routing/site-pages";
import { languageHref } from "../../app/SiteFooter";
import { concretePaths } from "../../prerender-paths";
import { contentSlugs } from "../markdown/read-content";
import { HELP_ARTICLES, HELP_GROUPS, HELP_LOCALES, pathExistsIn } from "./help-articles";

describe("given the help centre's article list (issue #37)", () => {
  it.each(HELP_LOCALES)(
    "should name exactly the Markdown files of site/content/help/%s",
    (locale) => {
      expect(contentSlugs("help", locale)).toEqual([...HELP_ARTICLES].sort());
    },
  );

  it("should cover getting started on Windows, Mac, Android, iOS and Linux, account, payments, the trial and troubleshooting", () => {
    for (const slug of [
      "getting-started-windows",
      "getting-started-mac",
      "getting-started-android",
      "getting-started-ios",
      "getting-started-linux",
      "account-and-password",
      "payments-and-refunds",
      "free-trial",
      "connection-problems",
      "slow-connection",
    ]) {
      expect(HELP_ARTICLES).toContain(slug);
    }
    expect(HELP_GROUPS).toHaveLength(4);
  });
});

describe("given a path in a language (ADR 0028: the help centre is en and ru only)", () => {
  it("should agree with the page table's languages for every page and prefix", () => {
    for (const page of SITE_PAGES) {
      for (const path of concretePaths(page)) {
        for (const locale of ["en", "ru", "de", "ar", "ja"]) {
          expect(pathExistsIn(path, locale), `${path} in ${locale}`).toBe(
            pageLocales(page).includes(locale),
          );
        }
      }
    }
  });

  it("should offer a language the help centre lacks its home page in the language switcher", () => {
    expect(languageHref("ru", "/help/free-trial")).toBe("/ru/help/free-trial");
    expect(languageHref("en", "/ru/help")).toBe("/en/help");
    expect(languageHref("de", "/help/free-trial")).toBe("/de");
    expect(languageHref("ar", "/ru/help")).toBe("/ar");
    expect(languageHref("de", "/pricing")).toBe("/de/pricing");
  });
});
