import { cn, TableOfContents } from "@mvpn/design-system";
import type { ReactNode } from "react";
import { renderSiteLink } from "../app/SiteLink";
import type { LongFormData } from "./long-form-data";

export interface TextWithContentsProps {
  data: Pick<LongFormData, "headings" | "fallback" | "locale">;
  /** The text (`Prose`) and what follows it in the article. */
  children: ReactNode;
  className?: string;
}

/**
 * A long text beside its table of contents (the long-form pages, a help
 * article): a sticky aside from `lg` up, inline above the text on a phone.
 * While a translation is missing the English text stands in, marked as
 * English for screen readers and search engines.
 */
export function TextWithContents({ data, children, className }: TextWithContentsProps) {
  const textLang = data.fallback ? data.locale : undefined;
  return (
    <div className={cn("grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12", className)}>
      <aside className="min-w-0">
        <TableOfContents
          headings={data.headings}
          renderLink={renderSiteLink}
          className="bg-surface-sunken rounded-card p-4 lg:sticky lg:top-24 lg:bg-transparent lg:p-0"
        />
      </aside>
      <article className="min-w-0" lang={textLang} dir={textLang ? "ltr" : undefined}>
        {children}
      </article>
    </div>
  );
}
