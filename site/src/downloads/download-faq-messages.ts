import { defineMessages, type MessageDescriptor } from "react-intl";

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
