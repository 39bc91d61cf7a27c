import { SELECTABLE_LOCALES } from "@mvpn/design-system/locales";
import { FormattedMessage } from "react-intl";
import { withLanguage } from "./routing/paths";

/** Footer with the language list: each language named in itself, the current one marked. */
export function SiteFooter({ locale }: { locale: string; pathname: string }) {
  return (
    <footer className="border-border bg-surface-sunken text-text border-t">
      <div className="mx-auto max-w-300 px-4 py-8">
        <h2 id="footer-language" className="text-text-muted mb-3 text-sm font-semibold">
          <FormattedMessage id="footer.language" />
        </h2>
        <ul aria-labelledby="footer-language" className="flex flex-wrap gap-x-4 gap-y-2">
          {SELECTABLE_LOCALES.map((entry) => (
            <li key={entry.code}>
              {/* A plain link: switching language is a full navigation to the other prefix. */}
              <a
                href={withLanguage(entry.code, "/")}
                lang={entry.code}
                dir={entry.dir}
                hrefLang={entry.iso}
                aria-current={entry.code === locale ? "true" : undefined}
                className="text-text-link aria-[current]:text-text text-sm underline-offset-4 hover:underline aria-[current]:font-semibold"
              >
                {entry.name}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
