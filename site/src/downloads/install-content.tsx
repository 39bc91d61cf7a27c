import type { FAQItem, InstallStep, Store } from "@mvpn/design-system";
import type { IntlShape, MessageDescriptor } from "react-intl";
import { faqMessages as f } from "./download-faq-messages";
import { productMessages } from "./download-product-messages";
import { downloadUi } from "./download-ui-messages";
import type { Arch, DownloadConfig } from "./downloads.config";
import { filesFor } from "./downloads.config";
import { stepMessages as s } from "./install-step-messages";
import { StepArt, type StepArtKind } from "./StepArt";

/** Store names are the stores' own (not translated). */
export const STORE_NAMES: Readonly<Record<Store, string>> = {
  "app-store": "App Store",
  "google-play": "Google Play",
  "chrome-web-store": "Chrome Web Store",
  "lg-content-store": "LG Content Store",
  "samsung-apps": "Samsung Apps",
};

type Step = [kind: StepArtKind, title: MessageDescriptor, body: MessageDescriptor];

/** The steps of one page, by its kind: an installer file, a phone store, the browser's store, a TV. */
function stepPlan(config: DownloadConfig): Step[] {
  const login: Step = ["login", s.loginTitle, s.loginBody];
  const connect: Step = ["connect", s.connectTitle, s.connectBody];
  if (config.product === "windows")
    return [
      ["download", s.winDownloadTitle, s.winDownloadBody],
      ["run", s.winRunTitle, s.winRunBody],
      login,
      connect,
    ];
  if (config.product === "mac")
    return [
      ["download", s.macDownloadTitle, s.macDownloadBody],
      ["drag", s.macDragTitle, s.macDragBody],
      ["allow", s.allowVpnTitle, s.allowVpnBody],
      connect,
    ];
  if (config.product === "chrome")
    return [
      ["store", s.storeOpenTitle, s.storeOpenBody],
      ["install", s.chromeAddTitle, s.chromeAddBody],
      ["pin", s.chromePinTitle, s.chromePinBody],
      login,
    ];
  if (config.tv)
    return [
      ["tv", s.tvOpenTitle, s.tvOpenBody],
      ["search", s.tvSearchTitle, s.tvSearchBody],
      ["tv-login", s.tvLoginTitle, s.tvLoginBody],
      ["tv-connect", s.tvConnectTitle, s.tvConnectBody],
    ];
  return [
    ["store", s.storeOpenTitle, s.storeOpenBody],
    ["install", s.storeInstallTitle, s.storeInstallBody],
    ["allow", s.allowVpnTitle, s.allowVpnBody],
    login,
  ];
}

export function installSteps(
  intl: IntlShape,
  config: DownloadConfig,
  arch: Arch | null,
): InstallStep[] {
  const store = config.stores[0] ? STORE_NAMES[config.stores[0].store] : "";
  const file = filesFor(config, arch)[0]?.fileName ?? "";
  // The file name is Latin inside a right-to-left sentence: in a <bdi> as
  // left-to-right (issue #38), it keeps its hyphens and dots in order on every
  // line it takes ("احفظ -mvpn-5.4.2-windows-x64 / setup.exe" before any
  // marking). A <bdi> element isolates in layout, with no U+2068/U+2069
  // characters, which are outside Inter's core faces and would make the page
  // fetch a whole extra face (css-budget.test.ts).
  const values = {
    store,
    file: file ? (
      <bdi key="file" dir="ltr" data-slot="install-step-file">
        {file}
      </bdi>
    ) : (
      ""
    ),
  };
  return stepPlan(config).map(([kind, title, body]) => ({
    id: title.id,
    title: intl.formatMessage(title, values),
    body: intl.formatMessage(body, values),
    illustration: <StepArt kind={kind} />,
  }));
}

export function requirements(intl: IntlShape, config: DownloadConfig): string[] {
  return [
    intl.formatMessage(downloadUi.requiresValue, { minOs: config.minOs }),
    intl.formatMessage(productMessages[config.product].requirement),
    intl.formatMessage(downloadUi.reqAccount),
    intl.formatMessage(downloadUi.reqInternet),
  ];
}

const CHECKSUM_COMMAND: Partial<Record<DownloadConfig["product"], (file: string) => string>> = {
  windows: (file) => `Get-FileHash .\\${file}`,
  mac: (file) => `shasum -a 256 ${file}`,
};

export function faqItems(intl: IntlShape, config: DownloadConfig): FAQItem[] {
  const item = (id: string, q: MessageDescriptor, a: MessageDescriptor, values = {}): FAQItem => ({
    id,
    question: intl.formatMessage(q),
    answer: intl.formatMessage(a, values),
  });
  const items = [item("account", f.accountQ, f.accountA), item("free", f.freeQ, f.freeA)];
  const command = CHECKSUM_COMMAND[config.product];
  const file = config.files[0]?.fileName;
  if (command && file)
    items.push(
      item("checksum", f.checksumQ, f.checksumA, {
        command: (
          <code key="c" className="break-all">
            {command(file)}
          </code>
        ),
      }),
    );
  if (config.product === "windows") items.push(item("arch", f.archQ, f.archA));
  if (config.product === "mac") items.push(item("universal", f.universalQ, f.universalA));
  if (config.phone) items.push(item("vpn-prompt", f.vpnPromptQ, f.vpnPromptA));
  if (config.product === "chrome") items.push(item("extension", f.extensionQ, f.extensionA));
  if (config.tv)
    items.push(item("tv-missing", f.tvMissingQ, f.tvMissingA, { minOs: config.minOs }));
  return items;
}
