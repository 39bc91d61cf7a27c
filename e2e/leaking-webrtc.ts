import type { Page } from "@playwright/test";

// A leaking browser for the leak test's results (issue #38 point 3), shared by
// e2e/webrtc-phone.spec.ts and the reviewer's screenshots (scripts/screens/).

export const LONG_HOST = "3f2a9c1e-4b5d-4e6f-8a7b-9c0d1e2f3a4b.local";
// Public (not a documentation range, which the test counts as reserved).
const PUBLIC_V4 = "81.2.69.160";

/**
 * A browser whose WebRTC reveals two mDNS host names and a public address
 * the api does not see (the api sees 127.0.0.1): a leak, with four addresses.
 */
export async function withLeakingWebRtc(page: Page) {
  await page.addInitScript(
    ({ host, v4 }) => {
      const lines = [
        `candidate:1 1 udp 2122260223 ${host} 54321 typ host generation 0`,
        "candidate:2 1 udp 2122194687 7c1d2e3f-5a6b-4c7d-9e8f-0a1b2c3d4e5f.local 54322 typ host generation 0",
        `candidate:3 1 udp 1686052607 ${v4} 61000 typ srflx raddr 0.0.0.0 rport 0 generation 0`,
        "candidate:4 1 udp 1686052351 2a00:1450:4001:82b::200e 61001 typ srflx raddr :: rport 0 generation 0",
      ];
      class FakePeerConnection {
        iceGatheringState = "new";
        onicecandidate: ((event: { candidate: { candidate: string } | null }) => void) | null =
          null;
        onicegatheringstatechange: (() => void) | null = null;
        createDataChannel() {
          return {};
        }
        async createOffer() {
          return { type: "offer", sdp: "" };
        }
        async setLocalDescription() {
          setTimeout(() => {
            for (const candidate of lines) this.onicecandidate?.({ candidate: { candidate } });
            this.onicecandidate?.({ candidate: null });
          }, 50);
        }
        close() {}
      }
      Object.defineProperty(window, "RTCPeerConnection", { value: FakePeerConnection });
    },
    { host: LONG_HOST, v4: PUBLIC_V4 },
  );
}
