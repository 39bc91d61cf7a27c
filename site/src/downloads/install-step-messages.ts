import { defineMessages, type MessageDescriptor } from "react-intl";

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
