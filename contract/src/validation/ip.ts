/**
 * An IPv4 or IPv6 address as Node's `net.isIP` reads it (the api's rule for
 * user_ip/bind before this package held it), written out so that a browser
 * form can run it too: dotted decimal without leading zeros; IPv6 in any of
 * its compressed forms, with an embedded IPv4 tail and an optional zone
 * (`fe80::1%eth0`). test/ip.test.ts holds it to `net.isIP`.
 */
const V4_SEGMENT = "(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])";
const V4 = `(?:${V4_SEGMENT}\\.){3}${V4_SEGMENT}`;
const V6_SEGMENT = "(?:[0-9a-fA-F]{1,4})";
const IPV4 = new RegExp(`^${V4}$`);
const IPV6 = new RegExp(
  "^(?:" +
    `(?:${V6_SEGMENT}:){7}(?:${V6_SEGMENT}|:)|` +
    `(?:${V6_SEGMENT}:){6}(?:${V4}|:${V6_SEGMENT}|:)|` +
    `(?:${V6_SEGMENT}:){5}(?::${V4}|(?::${V6_SEGMENT}){1,2}|:)|` +
    `(?:${V6_SEGMENT}:){4}(?:(?::${V6_SEGMENT}){0,1}:${V4}|(?::${V6_SEGMENT}){1,3}|:)|` +
    `(?:${V6_SEGMENT}:){3}(?:(?::${V6_SEGMENT}){0,2}:${V4}|(?::${V6_SEGMENT}){1,4}|:)|` +
    `(?:${V6_SEGMENT}:){2}(?:(?::${V6_SEGMENT}){0,3}:${V4}|(?::${V6_SEGMENT}){1,5}|:)|` +
    `(?:${V6_SEGMENT}:){1}(?:(?::${V6_SEGMENT}){0,4}:${V4}|(?::${V6_SEGMENT}){1,6}|:)|` +
    `(?::(?:(?::${V6_SEGMENT}){0,5}:${V4}|(?::${V6_SEGMENT}){1,7}|:))` +
    ")(?:%[0-9a-zA-Z-.:]{1,})?$",
);

/** 4 for an IPv4 address, 6 for IPv6, 0 for anything else (as `net.isIP`). */
export function ipVersion(value: string): 0 | 4 | 6 {
  if (IPV4.test(value)) return 4;
  if (IPV6.test(value)) return 6;
  return 0;
}

export function isIpAddress(value: string): boolean {
  return ipVersion(value) !== 0;
}

/** An IPv4 address out of its IPv6 wrapping (`::ffff:203.0.113.7` → `203.0.113.7`); anything else as it is. */
export function unmapIpv4(ip: string): string {
  const match = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  return match?.[1] ?? ip;
}

/** One spelling per address: lower-case IPv6, IPv4 out of its IPv6 wrapping. */
export function canonicalIp(ip: string): string {
  return unmapIpv4(ip.toLowerCase());
}
