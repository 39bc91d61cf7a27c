/**
 * What an address says about the person behind it. Ranges:
 * private RFC 1918 and fc00::/7 (RFC 4193); CGNAT 100.64.0.0/10 (RFC 6598);
 * link-local 169.254.0.0/16 and fe80::/10; loopback 127.0.0.0/8 and ::1;
 * reserved (documentation, benchmarking, multicast, 0.0.0.0/8, 240/4,
 * 2001:db8::/32, ff00::/8, ::): never routed on the internet, so it names no one;
 * masked: an mDNS `.local` name the browser put in place of the address.
 */
export type AddressKind =
  | "public"
  | "private"
  | "cgnat"
  | "link-local"
  | "loopback"
  | "reserved"
  | "masked"
  | "invalid";

export type Family = "ipv4" | "ipv6";

export interface ClassifiedAddress {
  kind: AddressKind;
  family?: Family;
  /** The address in one spelling (IPv6 lower case, compressed), for comparing. */
  normalized: string;
}

/** Four decimal octets, each 0–255 without leading zeros; undefined otherwise. */
export function parseIpv4(text: string): number[] | undefined {
  const parts = text.split(".");
  if (parts.length !== 4) return undefined;
  const octets: number[] = [];
  for (const part of parts) {
    if (!/^(0|[1-9][0-9]{0,2})$/.test(part)) return undefined;
    const n = Number(part);
    if (n > 255) return undefined;
    octets.push(n);
  }
  return octets;
}

/** Eight 16-bit groups (RFC 4291 §2.2, `::` and a trailing dotted IPv4 allowed; zone ids dropped). */
export function parseIpv6(text: string): number[] | undefined {
  const address = text.split("%")[0] ?? "";
  if (!address.includes(":")) return undefined;
  const halves = address.split("::");
  if (halves.length > 2) return undefined;
  const groups = (half: string): number[] | undefined => {
    if (half === "") return [];
    const out: number[] = [];
    const pieces = half.split(":");
    for (const [i, piece] of pieces.entries()) {
      if (i === pieces.length - 1 && piece.includes(".")) {
        const v4 = parseIpv4(piece);
        if (!v4) return undefined;
        out.push(
          ((v4[0] as number) << 8) | (v4[1] as number),
          ((v4[2] as number) << 8) | (v4[3] as number),
        );
      } else if (/^[0-9a-fA-F]{1,4}$/.test(piece)) {
        out.push(Number.parseInt(piece, 16));
      } else {
        return undefined;
      }
    }
    return out;
  };
  const head = groups(halves[0] ?? "");
  const tail = halves.length === 2 ? groups(halves[1] ?? "") : [];
  if (!head || !tail) return undefined;
  if (halves.length === 1) return head.length === 8 ? head : undefined;
  const missing = 8 - head.length - tail.length;
  if (missing < 1) return undefined;
  return [...head, ...new Array<number>(missing).fill(0), ...tail];
}

function formatIpv6(groups: number[]): string {
  // RFC 5952: the longest run (≥ 2) of zero groups becomes "::".
  let bestStart = -1;
  let bestLength = 1;
  for (let i = 0; i < 8; ) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > bestLength) {
      bestStart = i;
      bestLength = j - i;
    }
    i = j;
  }
  const hex = groups.map((group) => group.toString(16));
  if (bestStart < 0) return hex.join(":");
  return `${hex.slice(0, bestStart).join(":")}::${hex.slice(bestStart + bestLength).join(":")}`;
}

function classifyIpv4(octets: number[]): AddressKind {
  const [a = 0, b = 0, c = 0] = octets;
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) return "private";
  if (a === 100 && b >= 64 && b <= 127) return "cgnat";
  if (a === 169 && b === 254) return "link-local";
  if (a === 127) return "loopback";
  if (
    a === 0 ||
    a >= 224 ||
    (a === 192 && b === 0 && (c === 0 || c === 2)) ||
    (a === 198 && (b === 18 || b === 19)) ||
    (a === 198 && b === 51 && c === 100) ||
    (a === 203 && b === 0 && c === 113)
  ) {
    return "reserved";
  }
  return "public";
}

function classifyIpv6(groups: number[]): AddressKind {
  const first = groups[0] as number;
  if (groups.every((group, i) => group === (i === 7 ? 1 : 0))) return "loopback";
  if (groups.every((group) => group === 0)) return "reserved";
  if ((first & 0xfe00) === 0xfc00) return "private";
  if ((first & 0xffc0) === 0xfe80) return "link-local";
  if ((first & 0xff00) === 0xff00) return "reserved";
  if (first === 0x2001 && groups[1] === 0x0db8) return "reserved";
  return "public";
}

/** The IPv4 address inside an IPv4-mapped IPv6 address (::ffff:a.b.c.d), else undefined. */
function mappedIpv4(groups: number[]): number[] | undefined {
  const isMapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (!isMapped) return undefined;
  const [high, low] = [groups[6] as number, groups[7] as number];
  return [high >> 8, high & 0xff, low >> 8, low & 0xff];
}

export function classifyAddress(text: string): ClassifiedAddress {
  const value = text.trim();
  if (value.toLowerCase().endsWith(".local")) return { kind: "masked", normalized: value };
  const v4 = parseIpv4(value);
  if (v4) return { kind: classifyIpv4(v4), family: "ipv4", normalized: v4.join(".") };
  const v6 = parseIpv6(value);
  if (v6) {
    const inner = mappedIpv4(v6);
    if (inner) return { kind: classifyIpv4(inner), family: "ipv4", normalized: inner.join(".") };
    return { kind: classifyIpv6(v6), family: "ipv6", normalized: formatIpv6(v6) };
  }
  return { kind: "invalid", normalized: value };
}

/** The family of an address, or undefined when it is none (a name, garbage, ""). */
export function addressFamily(text: string): Family | undefined {
  return classifyAddress(text).family;
}
