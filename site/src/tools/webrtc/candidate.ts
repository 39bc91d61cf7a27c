/**
 * An ICE candidate line read into its fields, following the grammar of
 * RFC 8839 §5.1:
 *
 *   candidate-attribute = "candidate" ":" foundation SP component-id SP
 *                         transport SP priority SP connection-address SP port
 *                         SP "typ" SP cand-type [SP "raddr" SP addr]
 *                         [SP "rport" SP port] *(SP extension-name SP value)
 *
 * The address is whatever the line says in that position (an IPv4 or IPv6
 * address, or an mDNS `.local` name); it is never found by looking for
 * IP-shaped text anywhere in the line.
 */
export interface IceCandidate {
  foundation: string;
  component: number;
  /** "udp" or "tcp", lower case. */
  protocol: string;
  priority: number;
  /** The connection-address field as written. */
  address: string;
  port: number;
  /** host, srflx, prflx, relay (RFC 8445 §5.1.1) or another token. */
  type: string;
  relatedAddress?: string;
  relatedPort?: number;
}

/** A token of RFC 8839 (ALPHA / DIGIT / "+" / "/" and a few more); a field that is not one makes the line malformed. */
const FOUNDATION = /^[A-Za-z0-9+/]{1,32}$/;
const TOKEN = /^[A-Za-z0-9!#$%&'*+\-.^_`{|}~]+$/;
const DIGITS = /^[0-9]{1,10}$/;
/** connection-address (RFC 8866): an IPv4 or IPv6 address or a host name, e.g. an mDNS `.local` one. */
const ADDRESS = /^[A-Za-z0-9.:%_-]+$/;

function port(value: string | undefined): number | undefined {
  if (value === undefined || !DIGITS.test(value)) return undefined;
  const n = Number(value);
  return n <= 65535 ? n : undefined;
}

/**
 * Reads one candidate line (with or without the SDP `a=` prefix, as
 * RTCIceCandidate.candidate gives it); undefined when the line does not
 * follow the grammar.
 */
export function parseCandidate(line: string): IceCandidate | undefined {
  let text = line.trim();
  if (text.startsWith("a=")) text = text.slice(2);
  if (!text.startsWith("candidate:")) return undefined;
  const fields = text.slice("candidate:".length).split(" ");
  if (fields.length < 8 || fields.some((field) => field === "")) return undefined;
  const [foundation, component, transport, priority, address, rawPort, typ, type] = fields as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const portNumber = port(rawPort);
  if (
    !FOUNDATION.test(foundation) ||
    !/^[0-9]{1,5}$/.test(component) ||
    !TOKEN.test(transport) ||
    !DIGITS.test(priority) ||
    !ADDRESS.test(address) ||
    portNumber === undefined ||
    typ !== "typ" ||
    !TOKEN.test(type)
  ) {
    return undefined;
  }
  const candidate: IceCandidate = {
    foundation,
    component: Number(component),
    protocol: transport.toLowerCase(),
    priority: Number(priority),
    address,
    port: portNumber,
    type: type.toLowerCase(),
  };
  // What follows is name-value pairs: raddr, rport, then extensions (generation, ufrag, …).
  const rest = fields.slice(8);
  if (rest.length % 2 !== 0) return undefined;
  for (let i = 0; i < rest.length; i += 2) {
    const name = rest[i] as string;
    const value = rest[i + 1] as string;
    if (name === "raddr") {
      if (!ADDRESS.test(value)) return undefined;
      candidate.relatedAddress = value;
    } else if (name === "rport") {
      const related = port(value);
      if (related === undefined) return undefined;
      candidate.relatedPort = related;
    }
  }
  return candidate;
}

/** The fields of an RTCIceCandidate where the browser gives them (Chromium, Firefox, Safari), the line otherwise. */
export interface CandidateFields {
  candidate: string;
  address?: string | null;
  type?: string | null;
  protocol?: string | null;
  port?: number | null;
  relatedAddress?: string | null;
  relatedPort?: number | null;
}

/** The browser's own fields when it filled them, else the line read by the grammar. */
export function candidateFromEvent(event: CandidateFields): IceCandidate | undefined {
  const parsed = parseCandidate(event.candidate);
  if (!parsed) return undefined;
  return {
    ...parsed,
    address: event.address ?? parsed.address,
    type: event.type ?? parsed.type,
    protocol: event.protocol ?? parsed.protocol,
    port: event.port ?? parsed.port,
    ...(event.relatedAddress ? { relatedAddress: event.relatedAddress } : {}),
    ...(event.relatedPort != null ? { relatedPort: event.relatedPort } : {}),
  };
}
