import type { InstallStep } from "@mvpn/design-system";
import { siteCopy } from "./siteCopy";

/** The Windows app the stories' visitor is offered (the site reads it from its downloads list). */
export const WINDOWS = { version: "5.4.2", minOs: "Windows 10", file: "mVPN-Setup-5.4.2-x64.exe" };

/** The Windows page's install steps, by their ids in the `download` catalog (site/src/downloads/install-content.tsx). */
const WINDOWS_STEPS = ["winDownload", "winRun", "login", "connect"] as const;

/** A step's picture in token colours, as the site draws them. */
const StepPicture = ({ n }: { n: number }) => (
  <svg viewBox="0 0 120 90" className="h-full w-auto" role="presentation">
    <rect
      x="10"
      y="10"
      width="100"
      height="70"
      rx="8"
      className="fill-surface-raised stroke-border"
    />
    <rect x="20" y="24" width={20 + n * 15} height="8" rx="4" className="fill-accent" />
    <rect x="20" y="44" width="70" height="6" rx="3" className="fill-border" />
    <rect x="20" y="56" width="50" height="6" rx="3" className="fill-border" />
  </svg>
);

/** The steps of the Windows download page in a locale, each with its picture. */
export function windowsInstallSteps(locale: string): InstallStep[] {
  const t = siteCopy(locale, "download");
  return WINDOWS_STEPS.map((id, i) => ({
    id,
    title: t(`download.steps.${id}.title`),
    body: t(`download.steps.${id}.body`, WINDOWS),
    illustration: <StepPicture n={i} />,
  }));
}
