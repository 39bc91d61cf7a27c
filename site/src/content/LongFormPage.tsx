import { Container, Prose } from "@mvpn/design-system";
import { Fragment, type ReactNode } from "react";
import { type MessageDescriptor, useIntl } from "react-intl";
import { useLayoutData } from "../app/frame/useLayoutData";
import { type IntroMessages, PageIntro } from "../app/PageIntro";
import { SiteBreadcrumbs } from "../app/SiteBreadcrumbs";
import { LastUpdated } from "./LastUpdated";
import type { LongFormData } from "./long-form-data";
import { TextWithContents } from "./TextWithContents";

/** Where a writer asks for a figure between two sections: a line `<!-- figure:tunnel -->` in the Markdown. */
const FIGURE_MARKER = /<!--\s*figure:([a-z0-9-]+)\s*-->/g;

/** The rendered HTML cut at its figure markers: text, figure name, text, … */
export function splitAtFigures(html: string): Array<{ html: string } | { figure: string }> {
  const parts: Array<{ html: string } | { figure: string }> = [];
  let last = 0;
  for (const match of html.matchAll(FIGURE_MARKER)) {
    parts.push({ html: html.slice(last, match.index) });
    parts.push({ figure: match[1] as string });
    last = (match.index ?? 0) + match[0].length;
  }
  parts.push({ html: html.slice(last) });
  return parts.filter((part) => !("html" in part) || part.html.trim() !== "");
}

export interface LongFormPageProps {
  /** The route loader's data (long-form.server.ts). */
  data: LongFormData;
  /** The hero's words (title and sentence of the page catalog). */
  intro: IntroMessages;
  /** `Last updated {date}`; left out on pages where a date means nothing (about us). */
  updated?: MessageDescriptor;
  /** React figures (diagrams) by the name their Markdown marker uses. */
  figures?: Record<string, ReactNode>;
  /** Extra sections after the text (press kit, call to action). */
  children?: ReactNode;
}

/**
 * The shared page of long texts (explainer, terms, privacy policy, about,
 * press, affiliate): the brand hero, a breadcrumb, the date, the table of
 * contents (a sticky aside from `lg` up, inline above the text on a phone)
 * and the Markdown body in `Prose`. Everything is in the prerendered HTML;
 * the only script is the router's (TOC links are hash navigations that the
 * site's scroll helper brings 50 px below the top, SPEC.md §2/§9).
 */
export function LongFormPage({ data, intro, updated, figures = {}, children }: LongFormPageProps) {
  const intl = useIntl();
  const { links } = useLayoutData();
  const title = intl.formatMessage(intro.title);
  return (
    <>
      <PageIntro messages={intro} links={links} />
      <Container className="py-8 lg:py-12">
        <SiteBreadcrumbs trail={[{ name: title }]} />
        {updated ? (
          <LastUpdated
            message={updated}
            date={data.updated}
            data-slot="long-form-updated"
            className="text-text-muted mt-3 mb-0 text-sm"
          />
        ) : null}
        <TextWithContents data={data} className="mt-8">
          <Prose>
            {splitAtFigures(data.html).map((part, index) =>
              "figure" in part ? (
                <Fragment key={index}>{figures[part.figure] ?? null}</Fragment>
              ) : (
                // Build-time HTML of the repository's own Markdown, cut at its figure markers.
                <div key={index} dangerouslySetInnerHTML={{ __html: part.html }} />
              ),
            )}
          </Prose>
          {children}
        </TextWithContents>
      </Container>
    </>
  );
}
