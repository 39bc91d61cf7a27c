import { Card, CardContent, CardDescription, CardTitle } from "@mvpn/design-system";
import type { ReactNode } from "react";

/**
 * A card of the account and payment-result pages: its heading (level 2, under
 * the page's h1), an optional line saying what it is for, then its content.
 */
export function TitledCard({
  slot,
  title,
  description,
  children,
}: {
  /** The card's `data-slot`, which tests and styles look for. */
  slot: string;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
}) {
  const heading = <CardTitle headingLevel={2}>{title}</CardTitle>;
  return (
    <Card data-slot={slot}>
      <CardContent gap="md">
        {description === undefined ? (
          heading
        ) : (
          <div className="flex flex-col gap-2">
            {heading}
            <CardDescription>{description}</CardDescription>
          </div>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
