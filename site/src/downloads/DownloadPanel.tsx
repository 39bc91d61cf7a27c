import {
  DownloadQrCode,
  PlatformIcon,
  shouldOfferQrCode,
  usePlatformName,
} from "@mvpn/design-system";
import { useIntl } from "react-intl";
import { DownloadActions } from "./DownloadActions";
import type { DetectedDownload } from "./detect-platform";
import { downloadUi as m } from "./download-ui-messages";
import { type DownloadConfig, filesFor } from "./downloads.config";

/**
 * The download block of a product page: the links, the facts (version,
 * system, and for a file its name, size and SHA-256), and for the phone apps
 * a QR code on a desktop. The QR code is laid out from the first paint on a
 * wide screen (CSS), and removed after hydration where the visitor is on a
 * phone, tablet or TV, so a desktop sees no shift.
 */
export function DownloadPanel({
  config,
  detected,
}: {
  config: DownloadConfig;
  detected: DetectedDownload | null;
}) {
  const intl = useIntl();
  const platformName = usePlatformName();
  const arch = detected?.arch ?? null;
  const showQr = config.phone && (detected === null || shouldOfferQrCode(detected.platform));
  const pageUrl = config.stores[0]?.url ?? "";
  const sizeText = (bytes: number) =>
    intl.formatNumber(bytes, { style: "unit", unit: "byte", unitDisplay: "long" });

  return (
    <div
      data-slot="download-panel"
      data-product={config.product}
      className="bg-surface-raised rounded-card border-border shadow-low flex flex-col gap-6 border p-6 md:flex-row md:items-start md:justify-between md:p-8"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-5">
        <div className="flex items-center gap-3">
          <span className="bg-accent-subtle text-text-accent rounded-control inline-flex size-12 shrink-0 items-center justify-center">
            <PlatformIcon platform={config.platform} className="size-7" />
          </span>
          <h2 className="font-display text-text m-0 text-2xl font-bold">
            {intl.formatMessage(m.detectedTitle, { platform: platformName(config.platform) })}
          </h2>
        </div>
        {config.files.some((file) => file.placeholder) ? (
          // Before the buttons, where it is read first (issue #38: "348 bytes … placeholder" was
          // small print). Plain markup in the warning's colours, not the design system's Alert,
          // whose chunks cost the download pages past their JavaScript budget.
          <div
            data-slot="download-demo-note"
            className="bg-feedback-warn-surface border-feedback-warn rounded-card text-text flex flex-col gap-1 border border-s-4 p-4 text-sm"
          >
            <p className="m-0 text-base font-semibold">{intl.formatMessage(m.demoTitle)}</p>
            <p className="m-0">{intl.formatMessage(m.demoBody)}</p>
          </div>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <DownloadActions config={config} arch={arch} />
        </div>
        {config.product === "windows" ? (
          <p className="text-text-muted m-0 max-w-prose text-sm">
            {intl.formatMessage(m.archHelp)}
          </p>
        ) : null}
        <dl className="m-0 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-text-muted">{intl.formatMessage(m.versionLabel)}</dt>
          <dd className="text-text m-0">
            <bdi>{config.version}</bdi>
          </dd>
          <dt className="text-text-muted">{intl.formatMessage(m.requiresLabel)}</dt>
          <dd className="text-text m-0">
            {intl.formatMessage(m.requiresValue, { minOs: <bdi key="os">{config.minOs}</bdi> })}
          </dd>
        </dl>
        {filesFor(config, arch).map((file) => (
          <dl
            key={file.arch}
            data-slot="download-file"
            data-arch={file.arch}
            // A name and checksum a visitor compares: the back-to-top button never sits on them.
            data-floating-avoid=""
            className="border-border m-0 grid grid-cols-1 gap-x-4 gap-y-1 border-t pt-4 text-sm sm:grid-cols-[auto_1fr]"
          >
            <dt className="text-text-muted">{intl.formatMessage(m.fileLabel)}</dt>
            <dd className="text-text m-0 min-w-0 break-all">
              <bdi>{file.fileName}</bdi>
            </dd>
            <dt className="text-text-muted">{intl.formatMessage(m.sizeLabel)}</dt>
            <dd className="text-text m-0">{sizeText(file.sizeBytes)}</dd>
            <dt className="text-text-muted">{intl.formatMessage(m.checksumLabel)}</dt>
            <dd className="text-text m-0 min-w-0">
              <code data-slot="download-sha256" dir="ltr" className="font-mono text-xs break-all">
                {file.sha256}
              </code>
            </dd>
          </dl>
        ))}
      </div>
      {showQr && pageUrl ? (
        <DownloadQrCode url={pageUrl} size={168} visibleFrom="md" className="shrink-0" />
      ) : null}
    </div>
  );
}
