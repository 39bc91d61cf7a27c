import { describe, expect, it } from "vitest";
import { classifyAddress } from "./address";

describe("given an address a WebRTC candidate showed (issue #15: private, CGNAT, link-local, loopback, public)", () => {
  it.each([
    ["10.1.2.3", "private", "ipv4"],
    ["172.16.0.1", "private", "ipv4"],
    ["172.31.255.255", "private", "ipv4"],
    ["172.32.0.1", "public", "ipv4"],
    ["192.168.0.10", "private", "ipv4"],
    ["100.64.0.1", "cgnat", "ipv4"],
    ["100.127.255.254", "cgnat", "ipv4"],
    ["100.128.0.1", "public", "ipv4"],
    ["169.254.10.20", "link-local", "ipv4"],
    ["127.0.0.1", "loopback", "ipv4"],
    ["81.2.69.160", "public", "ipv4"],
    ["192.0.2.2", "reserved", "ipv4"],
    ["0.0.0.0", "reserved", "ipv4"],
    ["::1", "loopback", "ipv6"],
    ["fe80::1c2d:3e4f", "link-local", "ipv6"],
    ["fd00::2", "private", "ipv6"],
    ["fc12:3456::1", "private", "ipv6"],
    ["2a00:1450:4001:80b::200e", "public", "ipv6"],
    ["2001:db8::1", "reserved", "ipv6"],
    ["::ffff:192.168.1.1", "private", "ipv4"],
  ])("should class %s as %s (%s)", (address, kind, family) => {
    expect(classifyAddress(address)).toMatchObject({ kind, family });
  });

  it("should treat an mDNS .local name as masked, with no family", () => {
    expect(classifyAddress("0a1b2c3d-1111-2222-3333-444455556666.local")).toEqual({
      kind: "masked",
      normalized: "0a1b2c3d-1111-2222-3333-444455556666.local",
    });
  });

  it.each(["256.1.1.1", "01.2.3.4", "1.2.3", "1:2:3", "::1::", "gggg::1", "example.com", ""])(
    "should call %j invalid",
    (text) => {
      expect(classifyAddress(text).kind).toBe("invalid");
    },
  );

  it("should spell IPv6 one way so the same address compares equal (RFC 5952)", () => {
    expect(classifyAddress("2A00:1450:4001:080B:0000:0000:0000:200E").normalized).toBe(
      "2a00:1450:4001:80b::200e",
    );
  });
});
