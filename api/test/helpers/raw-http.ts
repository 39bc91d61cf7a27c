import net from "node:net";

/** A response read off a raw connection. */
export interface RawHttpResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * One TCP connection to the api, driven by hand: what a browser's keep-alive
 * connection, or a slow or hostile client, does on the wire. fetch() hides
 * which connection a request uses and retries on its own; these tests need
 * to know.
 */
export interface RawConnection {
  socket: net.Socket;
  /** Writes a request and resolves with its response; rejects if the connection ends first. */
  send(request: string): Promise<RawHttpResponse>;
  /** Everything the server sent on this connection so far. */
  received(): string;
  /** Resolves when the connection is closed, by either side. */
  closed: Promise<void>;
}

export function connectRaw(baseUrl: string): Promise<RawConnection> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let all = "";
    let buffer = "";
    let waiting:
      | { resolve: (response: RawHttpResponse) => void; reject: (error: Error) => void }
      | undefined;
    let ended: Error | undefined;
    const closed = new Promise<void>((resolveClosed) =>
      socket.once("close", () => resolveClosed()),
    );

    function tryParse(): void {
      if (waiting === undefined) return;
      const headerEnd = buffer.indexOf("\r\n\r\n");
      if (headerEnd === -1) return;
      const [statusLine = "", ...headerLines] = buffer.slice(0, headerEnd).split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(":");
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      const length = Number(headers["content-length"] ?? 0);
      const bodyStart = headerEnd + 4;
      if (Buffer.byteLength(buffer.slice(bodyStart)) < length) return;
      const body = Buffer.from(buffer.slice(bodyStart)).subarray(0, length).toString("utf8");
      buffer = Buffer.from(buffer.slice(bodyStart)).subarray(length).toString("utf8");
      const done = waiting;
      waiting = undefined;
      done.resolve({ status: Number(statusLine.split(" ")[1]), headers, body });
    }

    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      all += chunk;
      buffer += chunk;
      tryParse();
    });
    const fail = (error: Error) => {
      ended ??= error;
      waiting?.reject(ended);
      waiting = undefined;
    };
    socket.on("error", fail);
    socket.on("close", () => fail(new Error("the connection closed before a response")));
    socket.once("connect", () => {
      socket.off("error", reject);
      resolve({
        socket,
        closed,
        received: () => all,
        send(request) {
          if (ended !== undefined) return Promise.reject(ended);
          return new Promise((resolveResponse, rejectResponse) => {
            waiting = { resolve: resolveResponse, reject: rejectResponse };
            socket.write(request, (error) => {
              if (error) fail(error);
            });
          });
        },
      });
    });
    socket.once("error", reject);
  });
}

/** The text of an HTTP/1.1 request with a JSON body (keep-alive unless it says otherwise). */
export function jsonRequest(
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): string {
  const text = JSON.stringify(body);
  const lines = [
    `${method} ${path} HTTP/1.1`,
    "Host: 127.0.0.1",
    "Content-Type: application/json",
    `Content-Length: ${Buffer.byteLength(text)}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return `${lines.join("\r\n")}\r\n\r\n${text}`;
}
