import { defineMessages } from "react-intl";
import type { IntroMessages } from "../../app/PageIntro";

export const webrtcLeakTestIntro = defineMessages({
  metaTitle: {
    id: "webrtc-leak-test.meta.title",
    defaultMessage: "WebRTC leak test: is your real IP exposed? | mVPN",
  },
  metaDescription: {
    id: "webrtc-leak-test.meta.description",
    defaultMessage:
      "Check whether your browser reveals your real IP address through WebRTC, even with a VPN on. A free test that runs in your browser, with no sign-up.",
  },
  title: { id: "webrtc-leak-test.hero.title", defaultMessage: "WebRTC leak test" },
  body: {
    id: "webrtc-leak-test.hero.body",
    defaultMessage:
      "Find out whether your browser shows websites your real IP address through WebRTC, even when a VPN is on. The test runs right here in your browser.",
  },
  secondary: { id: "webrtc-leak-test.hero.secondary", defaultMessage: "Get mVPN" },
}) satisfies IntroMessages;
