import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardTitle,
  Container,
  Section,
} from "@mvpn/design-system";
import { type ReactNode, useId } from "react";
import { pricingTeaser } from "./commerceFixtures";
import { VALUE_MARK, withValue } from "./compositionStories";
import { siteCopy } from "./siteCopy";

/** A page's title band, as the site opens its tool, download and features pages: brand colour, the h1, its sentence. */
export function TitleBand({ title, intro }: { title: string; intro: string }) {
  return (
    <Section tone="brand" spacing="md">
      <Container className="flex flex-col gap-3">
        <h1 className="font-display m-0 text-4xl font-extrabold md:text-5xl">{title}</h1>
        <p className="text-on-brand-muted m-0 max-w-2xl text-lg">{intro}</p>
      </Container>
    </Section>
  );
}

/**
 * The brand band that closes a marketing page with one call to action, as
 * the site's CallToActionBand (site/src/marketing/CallToActionBand.tsx): the
 * plans (`#/pricing`), or on the pricing page its own plans (`#plans`).
 */
export function ClosingBand({
  title,
  action,
  href = "#/pricing",
  children,
}: {
  title: string;
  action: string;
  href?: string;
  children: ReactNode;
}) {
  return (
    <Section tone="brand" spacing="md">
      <Container className="flex flex-col items-start gap-4">
        <h2 className="font-display text-on-brand m-0 text-2xl font-bold md:text-3xl">{title}</h2>
        {children}
        <Button asChild size="lg" variant="primary">
          <a href={href}>{action}</a>
        </Button>
      </Container>
    </Section>
  );
}

/**
 * The home page's pricing teaser (`home.pricing.body`) with the site's
 * figures, the price isolated left to right and unbroken as
 * site/src/pages/home.tsx sets it: "4.99 $" in Arabic, not "$ 4.99".
 */
export function PricingTeaserText({ locale }: { locale: string }) {
  const t = siteCopy(locale, "home");
  const teaser = pricingTeaser(locale);
  return withValue(
    t("home.pricing.body", { ...teaser, price: VALUE_MARK }),
    <bdi dir="ltr" className="whitespace-nowrap">
      {teaser.price}
    </bdi>,
  );
}

/**
 * A card that is a region named by its heading, as the account and sign-in
 * pages lay out their parts: the title (h2), a sentence, the content.
 */
export function CardSection({
  title,
  description,
  gap = "md",
  className,
  children,
}: {
  title: string;
  description?: string;
  gap?: "md" | "lg";
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card asChild>
      <section aria-labelledby={id} className={className}>
        <CardContent gap={gap} className="pt-6">
          <div className="flex flex-col gap-1">
            <CardTitle id={id} headingLevel={2}>
              {title}
            </CardTitle>
            {description && <CardDescription>{description}</CardDescription>}
          </div>
          {children}
        </CardContent>
      </section>
    </Card>
  );
}
