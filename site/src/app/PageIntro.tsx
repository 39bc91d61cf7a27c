import { Button, Hero, type HeroProps } from "@mvpn/design-system";
import type { ReactNode } from "react";
import { type MessageDescriptor, useIntl } from "react-intl";
import { Link } from "react-router";
import { useLayoutData } from "./frame/useLayoutData";
import { withLanguage } from "./routing/paths";

/** A page's own words: its meta title and description, and the hero's headline, sentence and calls to action. */
export interface IntroMessages {
  metaTitle: MessageDescriptor;
  metaDescription: MessageDescriptor;
  title: MessageDescriptor;
  body: MessageDescriptor;
  primary?: MessageDescriptor;
  secondary?: MessageDescriptor;
}

export interface IntroLinks {
  primary?: string | undefined;
  secondary?: string | undefined;
}

/**
 * The top of a page: the brand hero on marketing pages (under the transparent
 * navigation bar where SPEC.md §2 asks for it), a plain heading on the
 * focused pages of the standalone layout.
 */
export function PageIntro({
  messages,
  links,
  values,
  plain = false,
  illustration,
  illustrationOnPhone,
}: {
  messages: IntroMessages;
  links?: IntroLinks;
  /** Arguments of the headline and sentence (`{tag}`). */
  values?: Record<string, string | undefined>;
  plain?: boolean;
  /** Beside the hero's words on a computer (the app's screen, marketing/AppScreens.tsx). */
  illustration?: ReactNode;
  illustrationOnPhone?: HeroProps["illustrationOnPhone"];
}) {
  const intl = useIntl();
  const { locale, transparentNav } = useLayoutData();
  const action = (
    message: MessageDescriptor | undefined,
    href: string | undefined,
    variant: "primary" | "outline",
  ) =>
    message && href ? (
      <Button asChild size="lg" variant={variant}>
        {isSitePage(href) ? (
          <Link to={withLanguage(locale, href)}>{intl.formatMessage(message)}</Link>
        ) : (
          <a href={href}>{intl.formatMessage(message)}</a>
        )}
      </Button>
    ) : undefined;
  if (plain) {
    return (
      <div className="flex flex-col gap-3">
        <h1 className="font-display text-text m-0 text-3xl font-extrabold tracking-tight text-balance">
          {intl.formatMessage(messages.title, values)}
        </h1>
        <p className="text-text-muted m-0 text-lg">{intl.formatMessage(messages.body, values)}</p>
      </div>
    );
  }
  return (
    <Hero
      headline={intl.formatMessage(messages.title, values)}
      description={intl.formatMessage(messages.body, values)}
      primaryAction={action(messages.primary, links?.primary, "primary")}
      secondaryAction={action(messages.secondary, links?.secondary, "outline")}
      illustration={illustration}
      illustrationOnPhone={illustrationOnPhone}
      headerOverlap={transparentNav}
    />
  );
}

/** A page of this site goes through the router (in the visitor's language); a file or another site is a plain link. */
export function isSitePage(href: string): boolean {
  return href.startsWith("/") && !/\.[a-z0-9]+$/i.test(href);
}
