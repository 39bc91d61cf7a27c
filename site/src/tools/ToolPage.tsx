import { Button, Container, Section } from "@mvpn/design-system";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { type IntroLinks, type IntroMessages, PageIntro } from "../app/PageIntro";
import { withLanguage } from "../app/routing/paths";

export interface ToolExplainer {
  title: string;
  paragraphs: readonly string[];
}

/**
 * The frame both free tools share (issue #15): the page's intro, the live
 * result the browser fills in, then the prerendered explanation in sections
 * and the call to action to /pricing.
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
  return (
    <>
      <PageIntro messages={intro} links={links} />
      <Section spacing="lg">
        <Container className="flex max-w-3xl flex-col gap-12">
          {result}
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
