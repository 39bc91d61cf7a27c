import { Button, Container, Section } from "@mvpn/design-system";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { LinkAction } from "../app/SiteLink";

export interface CallToActionBandProps {
  title: string;
  /** What sits between the heading and the button: a sentence, the money-back note. */
  children: ReactNode;
  /** The button: the plans, in the page's language. */
  action: LinkAction;
}

/** The brand-coloured band that closes a marketing page (home, features, pricing) with one call to action. */
export function CallToActionBand({ title, children, action }: CallToActionBandProps) {
  return (
    <Section tone="brand" spacing="md">
      <Container className="flex flex-col items-start gap-4">
        <h2 className="font-display text-on-brand m-0 text-2xl font-bold md:text-3xl">{title}</h2>
        {children}
        <Button asChild size="lg" variant="primary">
          <Link to={action.href}>{action.label}</Link>
        </Button>
      </Container>
    </Section>
  );
}
