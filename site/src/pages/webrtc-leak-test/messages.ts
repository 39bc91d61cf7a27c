import { defineMessages, type MessageDescriptor } from "react-intl";

/** The words of /webrtc-leak-test below the hero (issue #15). */
const messages = defineMessages({
  pendingTitle: { id: "webrtc-leak-test.result.pending", defaultMessage: "Testing your browser…" },
  pendingSummary: {
    id: "webrtc-leak-test.result.pending-summary",
    defaultMessage: "This takes up to 5 seconds.",
  },
  leakTitle: { id: "webrtc-leak-test.verdict.leak", defaultMessage: "WebRTC leak found" },
  leakSummary: {
    id: "webrtc-leak-test.verdict.leak-summary",
    defaultMessage:
      "Your browser reveals a public IP address that websites don’t see over your normal connection. With a VPN on, this is how your real address gets out.",
  },
  noLeakTitle: { id: "webrtc-leak-test.verdict.no-leak", defaultMessage: "No WebRTC leak" },
  noLeakSummary: {
    id: "webrtc-leak-test.verdict.no-leak-summary",
    defaultMessage: "WebRTC shows no public IP address other than the one websites already see.",
  },
  unknownTitle: {
    id: "webrtc-leak-test.verdict.unknown",
    defaultMessage: "We couldn’t verify your browser",
  },
  reasonWebrtcBlocked: {
    id: "webrtc-leak-test.reason.webrtc-blocked",
    defaultMessage:
      "Your browser gave no connection addresses: WebRTC is turned off or blocked by a setting or an extension, so nothing can leak through it.",
  },
  reasonUnsupported: {
    id: "webrtc-leak-test.reason.unsupported",
    defaultMessage: "This browser doesn’t support WebRTC, so nothing can leak through it.",
  },
  reasonNoStunAnswer: {
    id: "webrtc-leak-test.reason.no-stun-answer",
    defaultMessage:
      "No STUN server answered, so your browser never learned its public address. Check your connection or firewall and run the test again.",
  },
  reasonTimeout: {
    id: "webrtc-leak-test.reason.timeout",
    defaultMessage: "The test ran out of time before a STUN server answered. Run it again.",
  },
  reasonNoReference: {
    id: "webrtc-leak-test.reason.no-reference",
    defaultMessage:
      "Our server didn’t answer, so there is no address to compare with. Run the test again.",
  },
  rerun: { id: "webrtc-leak-test.action.rerun", defaultMessage: "Run the test again" },
  seenIpv4: { id: "webrtc-leak-test.seen.ipv4", defaultMessage: "IPv4 address websites see" },
  seenIpv6: { id: "webrtc-leak-test.seen.ipv6", defaultMessage: "IPv6 address websites see" },
  seenNone: { id: "webrtc-leak-test.seen.none", defaultMessage: "None seen" },
  tableCaption: {
    id: "webrtc-leak-test.table.caption",
    defaultMessage: "Addresses your browser revealed through WebRTC",
  },
  tableEmpty: {
    id: "webrtc-leak-test.table.empty",
    defaultMessage: "Your browser revealed no address.",
  },
  copyAction: { id: "webrtc-leak-test.copy.action", defaultMessage: "Copy address" },
  copied: { id: "webrtc-leak-test.copy.done", defaultMessage: "Address copied" },
  copyFailed: {
    id: "webrtc-leak-test.copy.failed",
    defaultMessage: "Couldn’t copy: your browser doesn’t allow it on this page.",
  },
  columnAddress: { id: "webrtc-leak-test.table.address", defaultMessage: "Address" },
  columnKind: { id: "webrtc-leak-test.table.kind", defaultMessage: "Kind" },
  columnSource: { id: "webrtc-leak-test.table.source", defaultMessage: "Found as" },
  columnComparison: { id: "webrtc-leak-test.table.comparison", defaultMessage: "Result" },
  kindPublic: { id: "webrtc-leak-test.kind.public", defaultMessage: "Public" },
  kindPrivate: { id: "webrtc-leak-test.kind.private", defaultMessage: "Private (local network)" },
  kindCgnat: {
    id: "webrtc-leak-test.kind.cgnat",
    defaultMessage: "Shared by your provider (CGNAT)",
  },
  kindLinkLocal: { id: "webrtc-leak-test.kind.link-local", defaultMessage: "Link-local" },
  kindLoopback: { id: "webrtc-leak-test.kind.loopback", defaultMessage: "Loopback (this device)" },
  kindReserved: {
    id: "webrtc-leak-test.kind.reserved",
    defaultMessage: "Reserved (not on the internet)",
  },
  kindMasked: { id: "webrtc-leak-test.kind.masked", defaultMessage: "Hidden by your browser" },
  typeHost: { id: "webrtc-leak-test.type.host", defaultMessage: "Your device" },
  typeSrflx: { id: "webrtc-leak-test.type.srflx", defaultMessage: "Seen by a STUN server" },
  typePrflx: { id: "webrtc-leak-test.type.prflx", defaultMessage: "Seen by a peer" },
  typeRelay: { id: "webrtc-leak-test.type.relay", defaultMessage: "Relay server" },
  typeOther: { id: "webrtc-leak-test.type.other", defaultMessage: "Other" },
  comparisonSame: {
    id: "webrtc-leak-test.comparison.same",
    defaultMessage: "Same as websites see",
  },
  comparisonDifferent: {
    id: "webrtc-leak-test.comparison.different",
    defaultMessage: "Leaked: differs from what websites see",
  },
  comparisonUnknown: {
    id: "webrtc-leak-test.comparison.unknown",
    defaultMessage: "Leaked: websites don’t see this family",
  },
  comparisonNotPublic: {
    id: "webrtc-leak-test.comparison.not-public",
    defaultMessage: "Doesn’t identify you online",
  },
  whatTitle: { id: "webrtc-leak-test.explain.what-title", defaultMessage: "What this test does" },
  whatBody: {
    id: "webrtc-leak-test.explain.what-body",
    defaultMessage:
      "WebRTC lets browsers make calls and share files directly. To do that, your browser asks a STUN server which address it can be reached at, and any website can make your browser do this without asking you. This test makes that request, reads the addresses your browser reports and compares the public ones with the address our server sees over your normal connection.",
  },
  leakExplainTitle: {
    id: "webrtc-leak-test.explain.leak-title",
    defaultMessage: "What a WebRTC leak is",
  },
  leakExplainBody: {
    id: "webrtc-leak-test.explain.leak-body",
    defaultMessage:
      "With a VPN on, websites should see only the VPN server’s address. If WebRTC reveals a different public address, such as the one your internet provider gave you, any site can learn where you really are. Local network addresses and hidden .local names don’t identify you on the internet.",
  },
  fixTitle: { id: "webrtc-leak-test.explain.fix-title", defaultMessage: "How to fix a leak" },
  fixBody: {
    id: "webrtc-leak-test.explain.fix-body",
    defaultMessage:
      "Use a VPN that sends WebRTC traffic through its tunnel and blocks requests outside it, as the mVPN apps and browser extension do. You can also turn WebRTC off or limit it in your browser’s settings or with an extension, though calls in the browser may then stop working.",
  },
  ctaAction: { id: "webrtc-leak-test.cta.action", defaultMessage: "See mVPN plans" },
});

// Untyped descriptors: some take values ({country}), and pages pick them from tables.
export const leakTestMessages = messages as Record<keyof typeof messages, MessageDescriptor>;
