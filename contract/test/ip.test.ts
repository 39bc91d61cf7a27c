import { isIP } from "node:net";
import { describe, expect, it } from "vitest";
import { canonicalIp, ipVersion, isIpAddress } from "../src/validation";

// The api checked user_ip/bind with Node's net.isIP; the rule now runs in the
// browser too, so it is written out and held to Node's answer here.
const SAMPLES = [
  "203.0.113.7",
  "0.0.0.0",
  "255.255.255.255",
  "256.1.1.1",
  "01.2.3.4",
  "1.2.3",
  "1.2.3.4.5",
  " 1.2.3.4",
  "1.2.3.4 ",
  "2001:db8::1",
  "2001:DB8::1",
  "::",
  "::1",
  "::ffff:203.0.113.7",
  "::FFFF:203.0.113.7",
  "fe80::1%eth0",
  "fe80::1%",
  "1:2:3:4:5:6:7:8",
  "1:2:3:4:5:6:7:8:9",
  "1::2::3",
  "12345::1",
  "1:2:3:4:5:6:1.2.3.4",
  "1:2:3:4:5:6:7:1.2.3.4",
  "::1.2.3.4",
  "g::1",
  "",
  "localhost",
  "203.0.113.7/24",
  "[::1]",
  "١٢.٠.٠.١",
];

describe("given the IP address rule of user_ip/bind", () => {
  it.each(SAMPLES)("should read %j as Node's net.isIP does", (value) => {
    expect(ipVersion(value)).toBe(isIP(value));
    expect(isIpAddress(value)).toBe(isIP(value) !== 0);
  });

  it("should agree with net.isIP on random strings of address characters", () => {
    const alphabet = "0123456789abcdefABCDEF:.%";
    let seed = 11;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let i = 0; i < 5000; i += 1) {
      const length = 1 + Math.floor(random() * 20);
      const value = Array.from(
        { length },
        () => alphabet[Math.floor(random() * alphabet.length)],
      ).join("");
      expect(ipVersion(value), value).toBe(isIP(value));
    }
  });

  it("should spell an address one way", () => {
    expect(canonicalIp("2001:DB8::1")).toBe("2001:db8::1");
    expect(canonicalIp("::FFFF:203.0.113.7")).toBe("203.0.113.7");
    expect(canonicalIp("203.0.113.7")).toBe("203.0.113.7");
  });
});
