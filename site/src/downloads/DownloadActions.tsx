import { Button, PlatformIcon, StoreBadge } from "@mvpn/design-system";
import { useIntl } from "react-intl";
import { downloadUi } from "./download-ui-messages";
import {
  type Arch,
  type DirectDownload,
  type DownloadConfig,
  fileHref,
  filesFor,
} from "./downloads.config";

const FILE_LABEL = {
  x64: downloadUi.downloadWindowsX64,
  arm64: downloadUi.downloadWindowsArm64,
  universal: downloadUi.downloadMac,
} as const;

/** A placeholder says so on the button itself (issue #38): nobody should expect an installer from it. */
const DEMO_LABEL = {
  x64: downloadUi.demoWindowsX64,
  arm64: downloadUi.demoWindowsArm64,
  universal: downloadUi.demoMac,
} as const;

/**
 * A product's downloads: its installer files (the visitor's architecture
 * first, as the primary button) or its store badges. A plain link with
 * `download`, so the browser saves the file; the runtime's download blocking
 * (SPEC.md §4) catches the clicks through `data-slot`.
 */
export function DownloadActions({ config, arch }: { config: DownloadConfig; arch: Arch | null }) {
  const intl = useIntl();
  const files = filesFor(config, arch);
  if (files.length === 0)
    return (
      <>
        {config.stores.map((listing) => (
          <StoreBadge
            key={listing.store}
            store={listing.store}
            href={listing.url}
            data-slot="download-button-primary"
            rel="noopener"
          />
        ))}
      </>
    );
  return (
    <>
      {files.map((file: DirectDownload, index) => (
        <Button
          key={file.arch}
          asChild
          size="lg"
          variant={index === 0 ? "primary" : "outline"}
          // A long label wraps on a 360 px phone instead of widening the page.
          wrap
          className="max-w-full text-start"
        >
          <a
            href={fileHref(file)}
            download={file.fileName}
            data-slot="download-button-primary"
            data-arch={file.arch}
            data-demo={file.placeholder || undefined}
            type={file.placeholder ? "text/plain" : "application/octet-stream"}
          >
            <PlatformIcon platform={config.platform} />
            {intl.formatMessage((file.placeholder ? DEMO_LABEL : FILE_LABEL)[file.arch])}
          </a>
        </Button>
      ))}
    </>
  );
}
