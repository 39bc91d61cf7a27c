import { defineMessages, type MessageDescriptor } from "react-intl";

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
  // The app's screen drawn in the hero (marketing/AppScreens.tsx).
  screenName: {
    id: "download.ui.screenName",
    defaultMessage: "The mVPN app on {platform}, connected to a server in {city}",
  },
  screenStatus: { id: "download.ui.screenStatus", defaultMessage: "Connected" },
  screenDetail: { id: "download.ui.screenDetail", defaultMessage: "Your connection is encrypted" },
  screenIp: { id: "download.ui.screenIp", defaultMessage: "IP address" },
  screenDuration: { id: "download.ui.screenDuration", defaultMessage: "Time connected" },
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
  demoTitle: { id: "download.ui.demoTitle", defaultMessage: "This is a demo build" },
  demoBody: {
    id: "download.ui.demoBody",
    defaultMessage:
      "The file below is not the app. It is a short text file, a few hundred bytes, that stands in for the signed installer while this site is a demo: it installs nothing and cannot be run. Its name, size and checksum are shown as they are.",
  },
  demoWindowsX64: {
    id: "download.ui.demoWindowsX64",
    defaultMessage: "Download the demo file for Windows (x64)",
  },
  demoWindowsArm64: {
    id: "download.ui.demoWindowsArm64",
    defaultMessage: "Download the demo file for Windows on Arm",
  },
  demoMac: { id: "download.ui.demoMac", defaultMessage: "Download the demo file for Mac" },
  demoHeroWindows: { id: "download.ui.demoHeroWindows", defaultMessage: "Get the Windows demo" },
  demoHeroMac: { id: "download.ui.demoHeroMac", defaultMessage: "Get the Mac demo" },
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
