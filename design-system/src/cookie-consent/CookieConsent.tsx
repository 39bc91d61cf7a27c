import { type ComponentProps, type ReactNode, useRef } from "react";
import { Button } from "../button/Button";
import type { MessageKey } from "../i18n/catalog";
import { useMessages } from "../i18n/messages";
import { cn } from "../lib/cn";
import { useReservedSpace } from "../lib/useReservedSpace";
import { type LinkRenderer, renderAnchor } from "../link-renderer/linkRenderer";
import { cookieConsentMessages } from "./intl/catalog.gen";

type CookieConsentLabels = Partial<Record<MessageKey<typeof cookieConsentMessages>, string>>;

export interface CookieConsentProps extends Omit<ComponentProps<"section">, "children"> {
  /** `inline`: in the flow of the page instead of fixed to its bottom (a review page, a story). */
  placement?: "viewport" | "inline";
  /** The visitor accepts non-essential cookies: the site stores the accepted-cookies flag as "true". */
  onAccept: () => void;
  /** The visitor declines them: the site stores the flag as "false" and hides the bar. */
  onReject: () => void;
  /** Opens the site's detailed choices; the button is shown only when this is given. */
  onSettings?: () => void;
  /** Replaces the default sentence. */
  message?: ReactNode;
  /** The site's cookie policy page; rendered as a "Cookie policy" link after the message. */
  policyHref?: string;
  /** Renders the site's router link for the policy. */
  renderLink?: LinkRenderer;
  /** Replaces the policy link entirely (a slot). */
  policyLink?: ReactNode;
  /** Overrides any of the bar's words. */
  labels?: CookieConsentLabels;
  /**
   * Keep the page's end and focused elements clear of the bar (a spacer and
   * bottom scroll padding). On by default; off only when the bar is not fixed.
   */
  reserveSpace?: boolean;
}

/**
 * The cookie-consent bar (SPEC.md §2 "Interface elements", §4 "Consent"). It
 * only presents the choice: the site decides when to show it and stores the
 * accepted-cookies flag from the callbacks.
 *
 * Reject sits beside Accept with the same size and look, because declining
 * must be as easy as accepting (GDPR and the ePrivacy guidance of the EU data
 * protection authorities); "Settings" appears when the site has a settings
 * dialog. The bar is a named region fixed to the bottom, in the normal tab
 * order where the site renders it (first in `<body>` makes it the first stop);
 * it reserves its own height so it never hides the content under it.
 */
export function CookieConsent({
  onAccept,
  onReject,
  onSettings,
  message,
  policyHref,
  renderLink = renderAnchor,
  policyLink,
  labels,
  reserveSpace = true,
  placement = "viewport",
  className,
  ...props
}: CookieConsentProps) {
  const t = useMessages(cookieConsentMessages);
  const words = (key: MessageKey<typeof cookieConsentMessages>) => labels?.[key] ?? t(key);
  const barRef = useRef<HTMLElement>(null);
  const reserved = useReservedSpace(barRef, reserveSpace);
  const policy =
    policyLink ??
    (policyHref == null
      ? null
      : renderLink({
          href: policyHref,
          className:
            "text-text-link underline underline-offset-4 hover:no-underline focus-visible:outline-focus rounded-control focus-visible:outline-2 focus-visible:outline-offset-2",
          children: words("policy"),
        }));
  return (
    <>
      <section
        ref={barRef}
        data-slot="cookie-consent"
        aria-label={words("region")}
        className={cn(
          "bg-surface-raised text-text border-border shadow-high inset-x-0 bottom-0 z-(--mvpn-z-index-sticky) border-t",
          placement === "inline" ? "static" : "fixed",
          className,
        )}
        {...props}
      >
        <div className="max-w-content mx-auto flex w-full flex-col gap-4 px-4 py-4 sm:px-6 md:flex-row md:items-center md:gap-8 lg:px-8">
          <p data-slot="cookie-consent-message" className="m-0 flex-1 text-sm leading-relaxed">
            {message ?? words("message")}
            {policy == null ? null : (
              <>
                {" "}
                <span data-slot="cookie-consent-policy">{policy}</span>
              </>
            )}
          </p>
          <div
            data-slot="cookie-consent-actions"
            className="flex shrink-0 flex-wrap items-center gap-3 [&>[data-slot=button]]:flex-1 md:[&>[data-slot=button]]:flex-none"
          >
            {onSettings == null ? null : (
              <Button variant="ghost" data-action="settings" onClick={onSettings}>
                {words("settings")}
              </Button>
            )}
            <Button variant="primary" data-action="reject" onClick={onReject}>
              {words("reject")}
            </Button>
            <Button variant="primary" data-action="accept" onClick={onAccept}>
              {words("accept")}
            </Button>
          </div>
        </div>
      </section>
      {reserved > 0 ? (
        <div
          data-slot="cookie-consent-spacer"
          aria-hidden="true"
          style={{ blockSize: `${reserved}px` }}
        />
      ) : null}
    </>
  );
}
