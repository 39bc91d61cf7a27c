import interLatin from "@mvpn/tokens/fonts/inter-latin-core-wght-normal.woff2?url";
import notoArabic from "@mvpn/tokens/fonts/noto-sans-arabic-arabic-core-wght-normal.woff2?url";
import japanesePlaceholder from "@mvpn/tokens/fonts/noto-sans-jp-placeholder.woff2?url";
import arabicFonts from "@mvpn/tokens/fonts-arabic.css?url";
import cyrillicFonts from "@mvpn/tokens/fonts-cyrillic.css?url";
import japaneseLocalFonts from "@mvpn/tokens/fonts-japanese-local.css?url";
import japaneseWebFonts from "@mvpn/tokens/fonts-japanese-web.css?url";
import { useEffect } from "react";
import {
  addLateStylesheet,
  LATE_STYLESHEET,
  LATE_STYLESHEET_BOOT,
  LATE_STYLESHEET_UNLESS_FACE,
} from "./late-stylesheet";

/**
 * Issue #14: fonts per script. Every page carries Inter's Latin faces (in
 * app.css: digits and brand names are Latin in every language); a language
 * written in another script adds that script's sheet, so an English page's
 * render-blocking CSS holds no Arabic or Japanese rule. Cyrillic is a sheet of
 * its own, linked on `ru` only: on other pages the one Cyrillic word (the
 * language menu's "Русский") renders in the metric-matched "Inter Fallback".
 */
const scriptSheets: Record<string, string> = {
  ar: arabicFonts,
  ja: japaneseLocalFonts,
  ru: cyrillicFonts,
};

/**
 * Sheets added after the first paint (late-stylesheet.ts), each only where
 * the device lacks the face that makes it needless. Japanese: the web font's
 * ~120 slices, added only where the device has no Japanese face of its own
 * (Noto, Hiragino, Yu Gothic, Meiryo: "Japanese Local" in
 * fonts-japanese-local.css, which blocks), which would never fetch a slice
 * and would only pay for matching the rules (issue #34). On a device with
 * none, Japanese is laid out by the blank placeholder face, one em a
 * character as the web font draws it, until the slices apply.
 */
const lateSheets: Record<string, { href: string; unlessFace: string }> = {
  ja: { href: japaneseWebFonts, unlessFace: "Japanese Local" },
};

/**
 * The faces the first viewport's text uses, fetched with the stylesheet
 * instead of after it (found only once the page is laid out). Arabic pages
 * draw their brand name, "VPN" and digits in Inter, beside Arabic. Latin and
 * Arabic preload their core faces (the characters the site's copy is written
 * in: tokens/README.md). Japanese pages preload the placeholder face (372 B):
 * on a device without a Japanese face of its own it lays Japanese out as the
 * web font will, and it must be there for the first layout, or text moves when
 * it arrives (issue #34; the Content-Security-Policy allows no `data:` font).
 * The web font's own glyphs are spread over ~120 slices, none worth preloading,
 * and most devices never fetch them.
 */
const firstFaces = (locale: string) =>
  locale === "ar"
    ? [notoArabic, interLatin]
    : locale === "ja"
      ? [japanesePlaceholder, interLatin]
      : [interLatin];

/** The font links of a document in `locale`, for the root layout's `<head>`. */
export function LocaleFonts({ locale }: { locale: string }) {
  const sheet = scriptSheets[locale];
  const late = lateSheets[locale];
  // After hydration, and after a client-side navigation from another language
  // (an inline script React renders does not run); removed on leaving it.
  const lateHref = late?.href;
  const lateUnless = late?.unlessFace;
  useEffect(
    () => (lateHref ? addLateStylesheet(lateHref, lateUnless) : undefined),
    [lateHref, lateUnless],
  );
  return (
    <>
      {/* Fonts are fetched in CORS mode, so the preload must be too, or the browser fetches twice. */}
      {firstFaces(locale).map((face) => (
        <link key={face} rel="preload" href={face} as="font" type="font/woff2" crossOrigin="" />
      ))}
      {sheet ? <link rel="stylesheet" href={sheet} /> : null}
      {late ? (
        <>
          <script
            {...{ [LATE_STYLESHEET]: late.href, [LATE_STYLESHEET_UNLESS_FACE]: late.unlessFace }}
            dangerouslySetInnerHTML={{ __html: LATE_STYLESHEET_BOOT }}
          />
          <noscript>
            <link rel="stylesheet" href={late.href} />
          </noscript>
        </>
      ) : null}
    </>
  );
}
