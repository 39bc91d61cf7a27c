import { Slot, Slottable } from "@radix-ui/react-slot";
import { VisuallyHidden } from "@radix-ui/react-visually-hidden";
import type { ComponentProps } from "react";
import { useMessages } from "../i18n/messages";
import { ExternalLinkIcon } from "../icon/icons";
import { cn } from "../lib/cn";
import { linkMessages } from "./intl/catalog.gen";
import { type LinkVariantProps, linkVariants } from "./linkVariants";

export interface LinkProps extends ComponentProps<"a">, LinkVariantProps {
  /**
   * Render the single child (the site router's `<Link>`) with the link's look,
   * so client-side navigation keeps working.
   */
  asChild?: boolean;
  /**
   * Opens in a new tab, safely (`rel="noopener noreferrer"`), and says so:
   * an icon for the eye and "(opens in a new tab)" for screen readers.
   */
  external?: boolean;
  /** Overrides the locale's "(opens in a new tab)". */
  newTabLabel?: string;
}

const SAFE_REL = ["noopener", "noreferrer"];

/** Joins the caller's rel values (say `nofollow`) with the ones a new tab needs. */
function externalRel(rel: string | undefined): string {
  const values = new Set([...(rel?.split(/\s+/).filter(Boolean) ?? []), ...SAFE_REL]);
  return [...values].join(" ");
}

/** A text link styled with tokens; see `Button asChild` for links that look like buttons. */
export function Link({
  className,
  variant,
  asChild = false,
  external = false,
  newTabLabel,
  rel,
  target,
  children,
  ...props
}: LinkProps) {
  const t = useMessages(linkMessages);
  const Component = asChild ? Slot : "a";
  return (
    <Component
      data-slot="link"
      data-variant={variant ?? "default"}
      data-external={external || undefined}
      rel={external ? externalRel(rel) : rel}
      target={external ? "_blank" : target}
      className={cn(linkVariants({ variant }), className)}
      {...props}
    >
      <Slottable>{children}</Slottable>
      {external ? (
        <>
          {/* The space is outside the hidden text, or accessible names lose it. */}{" "}
          <VisuallyHidden data-slot="link-new-tab-label">
            {newTabLabel ?? t("opensInNewTab")}
          </VisuallyHidden>
          {/* Inline, not flex: a long link still wraps like the text around it. */}
          <ExternalLinkIcon className="size-[0.875em] align-[-0.0625em]" />
        </>
      ) : null}
    </Component>
  );
}
