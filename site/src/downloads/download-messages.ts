import { defineMessages, type MessageDescriptor } from "react-intl";
import type { DownloadProduct } from "../app/routing/site-pages";

/** The words of /download and its nine pages that are not the hero's (intros/download.ts). */
const downloadUiRaw = defineMessages({
  primaryHeading: { id: "download.ui.primaryHeading", defaultMessage: "Your download" },
  neutralTitle: { id: "download.ui.neutralTitle", defaultMessage: "Choose your device" },
  neutralBody: {
    id: "download.ui.neutralBody",
    defaultMessage:
      "mVPN has apps for computers, phones, browsers and TVs. Pick yours below: one account works on all of them.",
  },
  detectedTitle: { id: "download.ui.detectedTitle", defaultMessage: "mVPN for {platform}" },
  detectedBody: {
    id: "download.ui.detectedBody",
    defaultMessage:
      "The app for the device you are using now. Version {version}, for {minOs} or later.",
  },
  currentBadge: { id: "download.ui.currentBadge", defaultMessage: "Your device" },
  devicesHeading: {
    id: "download.ui.devicesHeading",
    defaultMessage: "Computers, phones and browsers",
  },
  tvHeading: { id: "download.ui.tvHeading", defaultMessage: "Smart TVs" },
  tvBody: {
    id: "download.ui.tvBody",
    defaultMessage:
      "Install mVPN on the TV itself from its app store, then log in with the remote. Your subscription covers your TV too.",
  },
  cardMeta: { id: "download.ui.cardMeta", defaultMessage: "Version {version} · {minOs} or later" },
  installOn: { id: "download.ui.installOn", defaultMessage: "Install on {platform}" },
  downloadWindowsX64: {
    id: "download.ui.downloadWindowsX64",
    defaultMessage: "Download for Windows (x64)",
  },
  downloadWindowsArm64: {
    id: "download.ui.downloadWindowsArm64",
    defaultMessage: "Download for Windows on Arm",
  },
  downloadMac: { id: "download.ui.downloadMac", defaultMessage: "Download for Mac" },
  archHelp: {
    id: "download.ui.archHelp",
    defaultMessage:
      "Not sure which one? Most PCs need x64. Choose Arm only if Settings › System › About shows an Arm processor, such as a Snapdragon X.",
  },
  versionLabel: { id: "download.ui.versionLabel", defaultMessage: "Version" },
  requiresLabel: { id: "download.ui.requiresLabel", defaultMessage: "Requires" },
  requiresValue: { id: "download.ui.requiresValue", defaultMessage: "{minOs} or later" },
  fileLabel: { id: "download.ui.fileLabel", defaultMessage: "File" },
  sizeLabel: { id: "download.ui.sizeLabel", defaultMessage: "Size" },
  checksumLabel: { id: "download.ui.checksumLabel", defaultMessage: "SHA-256 checksum" },
  placeholderNote: {
    id: "download.ui.placeholderNote",
    defaultMessage:
      "Test build: this file is a small placeholder that stands in for the signed installer. It installs nothing.",
  },
  stepsHeading: { id: "download.ui.stepsHeading", defaultMessage: "How to install" },
  tvStepsHeading: {
    id: "download.ui.tvStepsHeading",
    defaultMessage: "How to set it up on your TV",
  },
  requirementsHeading: { id: "download.ui.requirementsHeading", defaultMessage: "Requirements" },
  reqAccount: {
    id: "download.ui.reqAccount",
    defaultMessage: "An mVPN account: the same one works on all your devices",
  },
  reqInternet: {
    id: "download.ui.reqInternet",
    defaultMessage: "An internet connection: Wi-Fi, mobile data or cable",
  },
  otherPlatforms: { id: "download.ui.otherPlatforms", defaultMessage: "Apps for other devices" },
});
// Typed as plain descriptors: react-intl 12 infers no values for messages that take some.
export const downloadUi = downloadUiRaw as Record<keyof typeof downloadUiRaw, MessageDescriptor>;

/** Install steps, shared by the pages of one kind; `{store}` and `{file}` are not translated. */
const stepMessagesRaw = defineMessages({
  winDownloadTitle: {
    id: "download.steps.winDownload.title",
    defaultMessage: "Download the installer",
  },
  winDownloadBody: {
    id: "download.steps.winDownload.body",
    defaultMessage: "Save {file} to your PC. Most PCs need x64; Arm PCs have their own installer.",
  },
  winRunTitle: { id: "download.steps.winRun.title", defaultMessage: "Run it and allow changes" },
  winRunBody: {
    id: "download.steps.winRun.body",
    defaultMessage:
      "Open the file from your Downloads folder. When Windows asks whether the app may make changes to your device, choose Yes.",
  },
  macDownloadTitle: { id: "download.steps.macDownload.title", defaultMessage: "Download the app" },
  macDownloadBody: {
    id: "download.steps.macDownload.body",
    defaultMessage: "Save {file}. One download runs on Macs with Apple silicon and on Intel Macs.",
  },
  macDragTitle: { id: "download.steps.macDrag.title", defaultMessage: "Move it to Applications" },
  macDragBody: {
    id: "download.steps.macDrag.body",
    defaultMessage:
      "Open the file and drag mVPN into your Applications folder, then open it from there.",
  },
  allowVpnTitle: {
    id: "download.steps.allowVpn.title",
    defaultMessage: "Allow the VPN configuration",
  },
  allowVpnBody: {
    id: "download.steps.allowVpn.body",
    defaultMessage:
      "The first time you connect, your system asks to add a VPN configuration. Allow it: mVPN uses it only while you are connected.",
  },
  storeOpenTitle: { id: "download.steps.storeOpen.title", defaultMessage: "Open {store}" },
  storeOpenBody: {
    id: "download.steps.storeOpen.body",
    defaultMessage: "Use the button on this page, or search for mVPN in {store}.",
  },
  storeInstallTitle: { id: "download.steps.storeInstall.title", defaultMessage: "Install mVPN" },
  storeInstallBody: {
    id: "download.steps.storeInstall.body",
    defaultMessage:
      "Tap Get or Install. The app is free to download; connecting needs a subscription or a free trial.",
  },
  chromeAddTitle: { id: "download.steps.chromeAdd.title", defaultMessage: "Add to Chrome" },
  chromeAddBody: {
    id: "download.steps.chromeAdd.body",
    defaultMessage:
      "Choose Add to Chrome, then Add extension. It works in Chrome, Edge, Brave and other Chromium browsers.",
  },
  chromePinTitle: { id: "download.steps.chromePin.title", defaultMessage: "Pin it to the toolbar" },
  chromePinBody: {
    id: "download.steps.chromePin.body",
    defaultMessage:
      "Open the puzzle-piece menu next to the address bar and pin mVPN, so it is one click away.",
  },
  tvOpenTitle: { id: "download.steps.tvOpen.title", defaultMessage: "Open {store} on your TV" },
  tvOpenBody: {
    id: "download.steps.tvOpen.body",
    defaultMessage: "Press Home on the remote and open {store} from the TV's home screen.",
  },
  tvSearchTitle: {
    id: "download.steps.tvSearch.title",
    defaultMessage: "Search for mVPN and install it",
  },
  tvSearchBody: {
    id: "download.steps.tvSearch.body",
    defaultMessage: "Type mVPN in the store's search, choose the app and select Install or Get.",
  },
  tvLoginTitle: { id: "download.steps.tvLogin.title", defaultMessage: "Log in with your account" },
  tvLoginBody: {
    id: "download.steps.tvLogin.body",
    defaultMessage:
      "Open mVPN and type your email and password with the remote, or scan the code on the screen with your phone to log in there.",
  },
  tvConnectTitle: {
    id: "download.steps.tvConnect.title",
    defaultMessage: "Pick a country and connect",
  },
  tvConnectBody: {
    id: "download.steps.tvConnect.body",
    defaultMessage:
      "Choose a server country with the arrows and press OK. The app remembers it for next time.",
  },
  loginTitle: { id: "download.steps.login.title", defaultMessage: "Log in" },
  loginBody: {
    id: "download.steps.login.body",
    defaultMessage:
      "Open mVPN and log in with the email and password of your account, or start a free trial.",
  },
  connectTitle: { id: "download.steps.connect.title", defaultMessage: "Connect" },
  connectBody: {
    id: "download.steps.connect.body",
    defaultMessage:
      "Choose Connect for the fastest server, or pick a country from the list. The key icon shows that you are protected.",
  },
});
// Typed as plain descriptors: react-intl 12 infers no values for messages that take some.
export const stepMessages = stepMessagesRaw as Record<
  keyof typeof stepMessagesRaw,
  MessageDescriptor
>;

/** Questions every page asks, and the ones of one kind of page. */
const faqMessagesRaw = defineMessages({
  accountQ: {
    id: "download.faq.account.q",
    defaultMessage: "Do I need a separate account for each device?",
  },
  accountA: {
    id: "download.faq.account.a",
    defaultMessage:
      "No. Log in with the same mVPN account on every device; your subscription covers them all.",
  },
  freeQ: { id: "download.faq.free.q", defaultMessage: "Is the app free to download?" },
  freeA: {
    id: "download.faq.free.a",
    defaultMessage:
      "Yes. Installing the app costs nothing. To connect you need an active subscription or a free trial.",
  },
  checksumQ: {
    id: "download.faq.checksum.q",
    defaultMessage: "How do I check that the file is genuine?",
  },
  checksumA: {
    id: "download.faq.checksum.a",
    defaultMessage:
      "Run {command} in the folder where you saved the file. The result must match the SHA-256 checksum on this page; if it does not, delete the file and download it again.",
  },
  archQ: { id: "download.faq.arch.q", defaultMessage: "Which installer do I need: x64 or Arm?" },
  archA: {
    id: "download.faq.arch.a",
    defaultMessage:
      "Most Windows PCs have an Intel or AMD processor and need x64. PCs with a Snapdragon or another Arm processor run the Arm installer natively, which saves battery. This page offers the one that matches your PC first.",
  },
  universalQ: {
    id: "download.faq.universal.q",
    defaultMessage: "Does it run on Apple silicon and Intel Macs?",
  },
  universalA: {
    id: "download.faq.universal.a",
    defaultMessage:
      "Yes. The download is a universal app: it runs natively on Macs with M-series chips and on Intel Macs alike.",
  },
  vpnPromptQ: {
    id: "download.faq.vpnPrompt.q",
    defaultMessage: "Why does my phone ask to add a VPN configuration?",
  },
  vpnPromptA: {
    id: "download.faq.vpnPrompt.a",
    defaultMessage:
      "That is how iOS and Android let an app protect your connection. Allow it once; mVPN uses it only while you are connected, and you can remove it in Settings.",
  },
  extensionQ: {
    id: "download.faq.extension.q",
    defaultMessage: "Does the extension protect apps outside the browser?",
  },
  extensionA: {
    id: "download.faq.extension.a",
    defaultMessage:
      "No. The extension protects what you do in the browser. To protect every app on your computer, install mVPN for Windows or Mac.",
  },
  tvMissingQ: {
    id: "download.faq.tvMissing.q",
    defaultMessage: "I can't find mVPN in my TV's store. What now?",
  },
  tvMissingA: {
    id: "download.faq.tvMissing.a",
    defaultMessage:
      "Check that your TV runs {minOs} or later and that its software is up to date. Store catalogues differ by country; if the app is not listed in yours, use mVPN on an Apple TV or Android TV box connected to the TV.",
  },
});
// Typed as plain descriptors: react-intl 12 infers no values for messages that take some.
export const faqMessages = faqMessagesRaw as Record<keyof typeof faqMessagesRaw, MessageDescriptor>;

/** Each page's one-line card description and its own requirement. */
export const productMessages: Record<
  DownloadProduct,
  { card: MessageDescriptor; requirement: MessageDescriptor }
> = {
  windows: defineMessages({
    card: {
      id: "download.windows.card",
      defaultMessage: "For Windows 10 and 11 PCs, with installers for x64 and Arm.",
    },
    requirement: {
      id: "download.windows.requirement",
      defaultMessage: "About 200 MB of free disk space, and permission to install apps on the PC",
    },
  }),
  mac: defineMessages({
    card: {
      id: "download.mac.card",
      defaultMessage: "One app for Macs with Apple silicon and Intel.",
    },
    requirement: {
      id: "download.mac.requirement",
      defaultMessage: "About 150 MB of free disk space, and your password once to allow the VPN",
    },
  }),
  ios: defineMessages({
    card: { id: "download.ios.card", defaultMessage: "For iPhone and iPad, from the App Store." },
    requirement: {
      id: "download.ios.requirement",
      defaultMessage: "An Apple Account signed in to the App Store",
    },
  }),
  android: defineMessages({
    card: {
      id: "download.android.card",
      defaultMessage: "For Android phones and tablets, from Google Play.",
    },
    requirement: {
      id: "download.android.requirement",
      defaultMessage: "A Google account signed in to Google Play",
    },
  }),
  chrome: defineMessages({
    card: {
      id: "download.chrome.card",
      defaultMessage: "A browser extension for Chrome, Edge, Brave and ChromeOS.",
    },
    requirement: {
      id: "download.chrome.requirement",
      defaultMessage:
        "Chrome or another browser that installs extensions from the Chrome Web Store",
    },
  }),
  "smart-tv": defineMessages({
    card: {
      id: "download.smart-tv.card",
      defaultMessage: "For Android TV and Google TV sets and boxes.",
    },
    requirement: {
      id: "download.smart-tv.requirement",
      defaultMessage: "A Google account signed in to Google Play on the TV",
    },
  }),
  "apple-tv": defineMessages({
    card: { id: "download.apple-tv.card", defaultMessage: "For Apple TV HD and Apple TV 4K." },
    requirement: {
      id: "download.apple-tv.requirement",
      defaultMessage: "An Apple Account signed in to the App Store on the Apple TV",
    },
  }),
  "samsung-tv": defineMessages({
    card: { id: "download.samsung-tv.card", defaultMessage: "For Samsung smart TVs from 2021 on." },
    requirement: {
      id: "download.samsung-tv.requirement",
      defaultMessage: "A Samsung account signed in on the TV",
    },
  }),
  "lg-tv": defineMessages({
    card: { id: "download.lg-tv.card", defaultMessage: "For LG smart TVs from 2021 on." },
    requirement: {
      id: "download.lg-tv.requirement",
      defaultMessage: "An LG account signed in on the TV",
    },
  }),
};
