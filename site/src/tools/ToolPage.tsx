import { Button, Container, Section } from "@mvpn/design-system";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { type IntroLinks, type IntroMessages, isSitePage } from "../app/PageIntro";
import { withLanguage } from "../app/routing/paths";

export interface ToolExplainer {
  title: string;
  paragraphs: readonly string[];
}

/**
 * The frame both free tools share (issue #15): the page's question, the live
 * result the browser fills in, then the prerendered explanation in sections
 * and the call to action to /pricing.
 *
 * Answer first (issue #38): the heading and the result open the page, with
 * no brand hero before them, so the visitor's IP and the leak test's verdict
 * are on the first screen of a phone (390 × 844, under the cookie bar) and of
 * a desktop (1280 × 800). The hero's sentence and its action follow the result.
 */
export function ToolPage({
  intro,
  links,
  locale,
  result,
  explainers,
  cta,
}: {
  intro: IntroMessages;
  links: IntroLinks;
  locale: string;
  result: ReactNode;
  explainers: readonly ToolExplainer[];
  cta: string;
}) {
  const intl = useIntl();
  const secondary = intro.secondary && links.secondary ? links.secondary : undefined;
  return (
    <>
      <Section spacing="sm" data-slot="tool-answer">
        <Container className="flex max-w-3xl flex-col gap-5">
          <h1 className="font-display text-text m-0 text-3xl font-extrabold tracking-tight text-balance">
            {intl.formatMessage(intro.title)}
          </h1>
          {result}
          <p className="text-text-muted m-0 text-lg">{intl.formatMessage(intro.body)}</p>
          {intro.secondary && secondary ? (
            <div>
              <Button asChild variant="outline">
                {isSitePage(secondary) ? (
                  <Link to={withLanguage(locale, secondary)}>
                    {intl.formatMessage(intro.secondary)}
                  </Link>
                ) : (
                  <a href={secondary}>{intl.formatMessage(intro.secondary)}</a>
                )}
              </Button>
            </div>
          ) : null}
        </Container>
      </Section>
      <Section spacing="md">
        <Container className="flex max-w-3xl flex-col gap-12">
          <article className="text-text flex flex-col gap-4 text-base leading-relaxed">
            {explainers.map((section, index) => (
              <div key={section.title} className="contents">
                {/* Two whole class strings: the formatter's class sorting trims a
                    template's leading space, which once glued "font-bold" and "mt-4". */}
                <h2
                  className={
                    index > 0
                      ? "font-display m-0 mt-4 text-2xl font-bold"
                      : "font-display m-0 text-2xl font-bold"
                  }
                >
                  {section.title}
                </h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph} className="m-0">
                    {paragraph}
                  </p>
                ))}
              </div>
            ))}
            <div>
              <Button asChild size="lg" variant="primary">
                <Link to={withLanguage(locale, "/pricing")}>{cta}</Link>
              </Button>
            </div>
          </article>
        </Container>
      </Section>
    </>
  );
}
