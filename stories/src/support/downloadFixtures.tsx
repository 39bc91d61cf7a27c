import type { InstallStep } from "@mvpn/design-system";
import type { IntlShape } from "react-intl";
import { DOWNLOADS } from "../../../site/src/downloads/downloads.config";
import { installSteps } from "../../../site/src/downloads/install-content";
import { siteRichCopy } from "./siteCopy";

/** The Windows app the stories' visitor is offered, from the site's one downloads list. */
export const WINDOWS = { version: DOWNLOADS.windows.version, minOs: DOWNLOADS.windows.minOs };

/**
 * The steps of the Windows download page in a locale, built by the site's own
 * `installSteps` (its words, the installer's file name, its pictures). It asks
 * only `formatMessage` of react-intl, which the site's catalogs answer here.
 */
export function windowsInstallSteps(locale: string): InstallStep[] {
  const t = siteRichCopy(locale, "download");
  const intl = {
    formatMessage: (descriptor: { id?: string }, values?: Record<string, unknown>) =>
      t(String(descriptor.id), values),
  } as unknown as IntlShape;
  return installSteps(intl, DOWNLOADS.windows, "x64");
}
