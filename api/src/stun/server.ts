import { createSocket, type RemoteInfo, type Socket } from "node:dgram";
import { isIPv6 } from "node:net";
import { BINDING_REQUEST, encodeBindingSuccess, readHeader } from "./message.js";

export interface StunServer {
  /** The port it listens on (useful with port 0). */
  port: number;
  close(): Promise<void>;
}

export interface StunLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/**
 * A UDP STUN server (RFC 8489 subset, see message.ts): answers each Binding
 * request with the address and port it came from, drops everything else.
 * Meant for loopback (the leak test offline and in tests); in production the
 * site uses the STUN servers of STUN_URLS.
 */
export function startStunServer(options: {
  host: string;
  port: number;
  logger?: StunLogger;
}): Promise<StunServer> {
  const socket: Socket = createSocket({ type: isIPv6(options.host) ? "udp6" : "udp4" });
  socket.on("message", (packet: Buffer, remote: RemoteInfo) => {
    const header = readHeader(packet);
    // Not STUN, or not a Binding request (e.g. an indication or a response): no answer.
    if (!header || header.type !== BINDING_REQUEST) return;
    const response = encodeBindingSuccess(header.transactionId, remote.address, remote.port);
    socket.send(response, remote.port, remote.address);
  });
  return new Promise((resolve, reject) => {
    socket.once("error", reject);
    socket.bind(options.port, options.host, () => {
      socket.off("error", reject);
      socket.on("error", (error) => options.logger?.warn({ err: error }, "STUN server error"));
      const port = socket.address().port;
      options.logger?.info({ host: options.host, port }, "STUN server listening");
      resolve({
        port,
        close: () => new Promise<void>((done) => socket.close(() => done())),
      });
    });
  });
}
