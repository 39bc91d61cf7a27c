import { type ComponentProps, useId, useMemo } from "react";
import { useMessages } from "../i18n/messages";
import { cn } from "../lib/cn";
import type { DetectedPlatform } from "../platform/platforms";
import { downloadQrCodeMessages } from "./intl/catalog.gen";
import { qrPath } from "./qrPath";

/** The QR standard's quiet zone: four light modules around the code. */
export const QR_QUIET_ZONE = 4;

/**
 * Whether to offer a QR code for the phone apps: on a desktop (Windows,
 * Mac, Chrome OS or Linux), where the phone is the second device. Phones,
 * tablets and TVs get their own download instead, and "unknown" (a bot, a
 * rare browser) gets nothing extra.
 */
export function shouldOfferQrCode(platform: DetectedPlatform): boolean {
  return platform === "windows" || platform === "macos" || platform === "chrome";
}

export interface DownloadQrCodeProps extends Omit<ComponentProps<"figure">, "children"> {
  /** The address the phone opens, e.g. the site's `/download` page or a store link. */
  url: string;
  /** Whether to render at all; the site decides, e.g. with `shouldOfferQrCode(platform)`. Default true. */
  show?: boolean;
  /** Side of the code in CSS pixels, quiet zone included. Default 160. */
  size?: number;
  /** Overrides the translated "Scan to download on your phone". */
  label?: string;
  /** Show the label under the code; without it, the label is only the image's name. Default true. */
  showCaption?: boolean;
  /**
   * `md`: shown from the `md` breakpoint up only, hidden on a phone (which
   * would have to scan its own screen). Default: always.
   */
  visibleFrom?: "always" | "md";
}

/**
 * A QR code for the phone download, drawn as an SVG path from the URL (no
 * image request, no script injection: the URL is data, never markup). Dark
 * modules are `currentColor` on the raised surface, so every brand keeps a
 * dark-on-light code that phones read, with the standard four-module quiet
 * zone. It does not mirror in right-to-left: a mirrored code does not scan.
 */
export function DownloadQrCode({
  url,
  show = true,
  size = 160,
  label,
  showCaption = true,
  visibleFrom = "always",
  className,
  ...props
}: DownloadQrCodeProps) {
  const t = useMessages(downloadQrCodeMessages);
  const captionId = useId();
  const matrix = useMemo(() => qrPath(url), [url]);
  if (!show || !matrix) return null;
  const name = label ?? t("scanToDownload");
  const side = matrix.size + 2 * QR_QUIET_ZONE;

  return (
    <figure
      data-slot="download-qr-code"
      className={cn(
        "rounded-card border-border bg-surface-raised text-text m-0 flex-col items-center gap-2 border p-2",
        visibleFrom === "md" ? "hidden md:inline-flex" : "inline-flex",
        className,
      )}
      {...props}
    >
      <svg
        data-slot="download-qr-code-image"
        role="img"
        aria-label={showCaption ? undefined : name}
        aria-labelledby={showCaption ? captionId : undefined}
        viewBox={`${-QR_QUIET_ZONE} ${-QR_QUIET_ZONE} ${side} ${side}`}
        width={size}
        height={size}
        shapeRendering="crispEdges"
        focusable="false"
        className="bg-surface-raised block"
      >
        <path d={matrix.path} fill="currentColor" />
      </svg>
      {showCaption ? (
        <figcaption
          id={captionId}
          data-slot="download-qr-code-caption"
          className="text-text-muted text-center text-sm leading-normal"
          // As wide as the code, so the caption wraps under it rather than widening the card.
          style={{ maxInlineSize: Math.max(size, 120) }}
        >
          {name}
        </figcaption>
      ) : null}
    </figure>
  );
}
