import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Issue #11: the site and the api each kept their own copy of the names,
 * lists and rules they share, and the copies drifted. Each now has one
 * definition, in this package (or, for the locale list, the base language
 * of a tag and the currency symbols, in @mvpn/locales, which this package
 * and the design system re-export; ADR 0032). This
 * test reads the source of the site, the api and the design system and fails
 * when a second definition appears: import it from @mvpn/contract instead.
 *
 * It looks at code, not comments, and not at tests (a test may spell out the
 * value it expects, as SPEC.md does).
 */
const ROOT = join(import.meta.dirname, "../..");
const SCANNED = ["api/src", "api/scripts", "site/src", "site/scripts", "design-system/src"];
// The one definitions are in contract/src and locales/src, which are not scanned.

interface Rule {
  what: string;
  pattern: RegExp;
}

const quoted = (names: string[]) => new RegExp(`["'\`](?:${names.join("|")})["'\`]`);

const RULES: Rule[] = [
  {
    what: "a cookie or storage name of SPEC.md §3/§9 (contract: TOKEN_COOKIE, AFFILIATE_COOKIES, STORAGE_KEYS, LOCALE_COOKIE)",
    pattern: quoted([
      "paypal_token",
      "cf-click",
      "cje-client",
      "_aid",
      "utm_tags",
      "USERINFO",
      "userMessage",
      "front_id",
      "typeDevice",
      "accpeted-cookies",
      "iv_sim_country",
    ]),
  },
  {
    what: "a remote-config key of SPEC.md §7 (contract: REMOTE_CONFIG_KEYS, PROMOTION_KEYS)",
    pattern: quoted(["promotion_l10n", "debug_promotion", "debug_promotion_l10n"]),
  },
  {
    what: "the application type 501 as a header value or a constant (contract: APP_TYPE)",
    pattern: /["'`]501["'`]|APP_TYPE\w*\s*[:=]\s*501\b/,
  },
  {
    what: "the invite type or a session-expiry code (contract: INVITE_TYPE, SESSION_CODES)",
    // As a value in code (`= 30001`, `[50008, …`), not in the words of a description.
    pattern: /[=:(,[]\s*(?:30001|50008|50012|50014)\b/,
  },
  {
    what: "a list of the interface languages (@mvpn/locales: LOCALES, LOCALE_CODES)",
    pattern: /\[\s*["']en["'],\s*["']ar["']/,
  },
  {
    what: "the base language of a locale tag (@mvpn/locales: baseLanguage)",
    pattern: /\.split\((?:\/\[-_\]\/|["']-["'])\)\[0\]/,
  },
  {
    what: "a list of the currencies or their symbols (contract: CURRENCIES, CURRENCY_SYMBOLS)",
    pattern: /\[\s*["']USD["'],\s*["']AUD["']|\bAUD:\s*["']A\$["']|\bCAD:\s*["']CA?\$["']/,
  },
  {
    what: "a list of the payment providers or their kinds (contract: PROVIDER_KINDS, PROVIDER_IDS)",
    pattern: /["']pd["'],\s*["']ps["'],\s*["']rz["']|\bs1:\s*["']card["']|\bgap:\s*["']wallet["']/,
  },
  {
    what: "a list of the affiliate networks (contract: CPS_TYPES)",
    pattern: /["']cj["']\s*[,|]\s*["']cf["']\s*[,|]\s*["']admitad["']/,
  },
  {
    what: "the email rule of SPEC.md §5 (contract: isValidEmail)",
    pattern: /\[a-z\]\{2,\}\$/,
  },
  {
    what: "the password rule of SPEC.md §5 (contract: isValidPassword, passwordChecks)",
    pattern: /\{8,\s*20\}/,
  },
];

function sourceFiles(folder: string): string[] {
  const entries = readdirSync(join(ROOT, folder), { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(?:ts|tsx|mts|mjs|js)$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .filter(
      (file) =>
        !/(?:^|\/)(?:test|tests|__fixtures__|node_modules|dist|build|\.react-router)\//.test(
          file,
        ) && !/\.(?:test|spec|stories|gen)\.[a-z]+$/.test(file),
    );
}

/** The code of a file without its comments, lines kept in place (good enough here: no parser). */
function code(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ""))
    .replace(/(^|[^:\\])\/\/.*$/gm, "$1");
}

const FILES = SCANNED.flatMap(sourceFiles);

describe("given the names, lists and rules the site and the api share", () => {
  it("should scan the source of the api, the site and the design system", () => {
    expect(FILES.length).toBeGreaterThan(200);
  });

  it.each(RULES)("should define $what once", ({ pattern }) => {
    const copies = FILES.flatMap((file) => {
      const lines = code(readFileSync(join(ROOT, file), "utf8")).split("\n");
      return lines.flatMap((line, index) =>
        pattern.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
      );
    });
    expect(copies, "import it from @mvpn/contract instead").toEqual([]);
  });

  it("should keep zod out of the entries the browser loads (validation, constants)", () => {
    for (const folder of ["contract/src/validation", "contract/src/constants"]) {
      const imports = readdirSync(join(ROOT, folder))
        .filter((name) => name.endsWith(".ts"))
        .filter((name) =>
          /from ["']zod["']|from ["']\.\.\/calls/.test(
            readFileSync(join(ROOT, folder, name), "utf8"),
          ),
        );
      expect(imports, folder).toEqual([]);
    }
  });
});
