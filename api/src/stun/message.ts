import { isIPv4, isIPv6 } from "node:net";

/**
 * The subset of STUN (RFC 8489) that a WebRTC leak test needs: a Binding
 * request in, a Binding success response with XOR-MAPPED-ADDRESS out.
 * No authentication, no FINGERPRINT, no other methods; anything else is not
 * answered (RFC 8489 §6.3: a server may silently drop what it does not handle).
 */

/** RFC 8489 §5: the fixed value in bytes 4–7 of every STUN message. */
export const MAGIC_COOKIE = 0x2112a442;
export const HEADER_LENGTH = 20;
export const BINDING_REQUEST = 0x0001;
export const BINDING_SUCCESS = 0x0101;
/** RFC 8489 §14.2. */
export const XOR_MAPPED_ADDRESS = 0x0020;

export interface StunHeader {
  type: number;
  /** The length of the attributes, after the 20-byte header. */
  length: number;
  /** 12 bytes, echoed in the response. */
  transactionId: Buffer;
}

/**
 * The header of a STUN message (RFC 8489 §5), or undefined when the packet is
 * not one: the two top bits must be zero, the magic cookie must be there, the
 * length must be a multiple of 4 and match the packet.
 */
export function readHeader(packet: Buffer): StunHeader | undefined {
  if (packet.length < HEADER_LENGTH) return undefined;
  const type = packet.readUInt16BE(0);
  const length = packet.readUInt16BE(2);
  if ((type & 0xc000) !== 0) return undefined;
  if (packet.readUInt32BE(4) !== MAGIC_COOKIE) return undefined;
  if (length % 4 !== 0 || HEADER_LENGTH + length !== packet.length) return undefined;
  return { type, length, transactionId: Buffer.from(packet.subarray(8, 20)) };
}

/** A Binding request: type 0x0001 and no attributes we need (any attributes are ignored). */
export function encodeBindingRequest(transactionId: Buffer): Buffer {
  const packet = Buffer.alloc(HEADER_LENGTH);
  packet.writeUInt16BE(BINDING_REQUEST, 0);
  packet.writeUInt16BE(0, 2);
  packet.writeUInt32BE(MAGIC_COOKIE, 4);
  transactionId.copy(packet, 8);
  return packet;
}

/**
 * XOR-MAPPED-ADDRESS (RFC 8489 §14.2): the port XOR the top 16 bits of the
 * cookie; an IPv4 address XOR the cookie; an IPv6 address XOR the cookie
 * followed by the transaction id.
 */
export function encodeXorMappedAddress(
  address: string,
  port: number,
  transactionId: Buffer,
): Buffer {
  const family = isIPv4(address) ? 0x01 : isIPv6(address) ? 0x02 : 0;
  if (family === 0) throw new TypeError(`not an IP address: ${address}`);
  const raw = family === 0x01 ? ipv4Bytes(address) : ipv6Bytes(address);
  const mask = Buffer.concat([u32(MAGIC_COOKIE), transactionId]);
  const value = Buffer.alloc(4 + raw.length);
  value.writeUInt8(0, 0);
  value.writeUInt8(family, 1);
  value.writeUInt16BE(port ^ (MAGIC_COOKIE >>> 16), 2);
  for (let i = 0; i < raw.length; i++) value[4 + i] = (raw[i] as number) ^ (mask[i] as number);
  const attribute = Buffer.alloc(4);
  attribute.writeUInt16BE(XOR_MAPPED_ADDRESS, 0);
  attribute.writeUInt16BE(value.length, 2);
  return Buffer.concat([attribute, value]);
}

export function encodeBindingSuccess(transactionId: Buffer, address: string, port: number): Buffer {
  const attributes = encodeXorMappedAddress(address, port, transactionId);
  const header = Buffer.alloc(HEADER_LENGTH);
  header.writeUInt16BE(BINDING_SUCCESS, 0);
  header.writeUInt16BE(attributes.length, 2);
  header.writeUInt32BE(MAGIC_COOKIE, 4);
  transactionId.copy(header, 8);
  return Buffer.concat([header, attributes]);
}

/** The XOR-MAPPED-ADDRESS of a Binding success response (for tests and clients), or undefined. */
export function decodeXorMappedAddress(
  packet: Buffer,
): { address: string; port: number; family: 4 | 6 } | undefined {
  const header = readHeader(packet);
  if (!header) return undefined;
  let offset = HEADER_LENGTH;
  while (offset + 4 <= packet.length) {
    const type = packet.readUInt16BE(offset);
    const length = packet.readUInt16BE(offset + 2);
    const start = offset + 4;
    if (type === XOR_MAPPED_ADDRESS) {
      const family = packet.readUInt8(start + 1);
      const port = packet.readUInt16BE(start + 2) ^ (MAGIC_COOKIE >>> 16);
      const mask = Buffer.concat([u32(MAGIC_COOKIE), header.transactionId]);
      const size = family === 0x01 ? 4 : 16;
      const raw = Buffer.alloc(size);
      for (let i = 0; i < size; i++)
        raw[i] = (packet[start + 4 + i] as number) ^ (mask[i] as number);
      return family === 0x01
        ? { address: [...raw].join("."), port, family: 4 }
        : { address: formatIpv6(raw), port, family: 6 };
    }
    // Attributes are padded to a multiple of 4 bytes (RFC 8489 §14).
    offset = start + Math.ceil(length / 4) * 4;
  }
  return undefined;
}

function u32(value: number): Buffer {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(value >>> 0, 0);
  return buffer;
}

function ipv4Bytes(address: string): Buffer {
  return Buffer.from(address.split(".").map(Number));
}

function ipv6Bytes(address: string): Buffer {
  // A zone id (fe80::1%eth0) is local to this host: not part of the address.
  const [plain = ""] = address.split("%");
  const embedded = plain.includes(".") ? plain.slice(plain.lastIndexOf(":") + 1) : undefined;
  const hexPart = embedded ? `${plain.slice(0, plain.lastIndexOf(":") + 1)}0:0` : plain;
  const [head = "", tail] = hexPart.split("::");
  const groups = (text: string) =>
    text === "" ? [] : text.split(":").map((g) => Number.parseInt(g, 16));
  const headGroups = groups(head);
  const tailGroups = tail === undefined ? [] : groups(tail);
  const all = [
    ...headGroups,
    ...new Array<number>(8 - headGroups.length - tailGroups.length).fill(0),
    ...tailGroups,
  ];
  const bytes = Buffer.alloc(16);
  for (const [i, group] of all.entries()) bytes.writeUInt16BE(group, i * 2);
  if (embedded) ipv4Bytes(embedded).copy(bytes, 12);
  return bytes;
}

function formatIpv6(bytes: Buffer): string {
  const groups: string[] = [];
  for (let i = 0; i < 16; i += 2) groups.push(bytes.readUInt16BE(i).toString(16));
  // Compress the first longest run of zeros (RFC 5952); good enough for tests and logs.
  const text = groups.join(":");
  const runs = text.match(/(^|:)0(:0)+(:|$)/g);
  if (!runs) return text;
  const longest = runs.reduce((a, b) => (b.length > a.length ? b : a));
  return text.replace(longest, "::");
}
