import type { ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { FastifyInstance } from "fastify";

/** At most this many event-loop turns are spent accepting queued connections on close. */
const MAX_ACCEPT_TURNS = 200;

interface ConnectionState {
  /** socket.bytesRead at the last sweep: a change means the client is sending. */
  bytesRead: number;
  /** Whether a response was being written at the last sweep. */
  answering: boolean;
  /** When it was last seen busy (bytes read, a response being written), on performance.now(). */
  busyAt: number;
}

/**
 * Whether Node's http server is writing a response on this socket: a request
 * read on it is being answered (a pipelined one waits behind it, and is
 * attached as soon as that one finishes). Node's own closeIdleConnections()
 * reads the same field; reading it here at shutdown replaces a listener on
 * every request and every response (issue #14: that bookkeeping was ~8 % of
 * a small call's cost). api/test/shutdown.test.ts checks the field still
 * means this on the Node.js in use.
 */
export function answering(socket: Socket): boolean {
  const response = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  return response != null && !response.writableFinished;
}

/**
 * Shuts the server down without dropping what clients already sent
 * (issue #18, finding 7). On close:
 *
 * 1. Connections the kernel has queued are accepted first, then the server
 *    stops accepting: a client connecting afterwards is refused before
 *    anything is read. (Closing the listening socket resets every connection
 *    still queued, after the client may have sent its request; libuv accepts
 *    one per turn of the event loop, so this turns the loop until a turn
 *    accepts nothing, MAX_ACCEPT_TURNS at most.)
 * 2. Node's http.Server#close() would now also destroy every connection
 *    without a request in flight, including fresh ones whose request is on
 *    the wire or not parsed yet, and keep-alive ones whose next request is
 *    on its way: those clients could not tell whether their POST was
 *    processed. That is turned off for this server.
 * 3. Instead every request read, before or after, is served to the end and
 *    answered with `Connection: close`, and a connection with nothing in
 *    flight is closed only once it has been quiet for `idleMs` (nothing
 *    read, no response finished): the request of a client that sent one is
 *    read and answered, not reset. A connection with nothing in flight is
 *    closed after `giveUpIdleAfterMs` anyway (a client trickling bytes).
 *
 * app.close() (and so the database's onClose hook) waits for the last
 * connection; main.ts gives all of it 10 s.
 */
export function closeConnectionsOnShutdown(
  app: FastifyInstance,
  options: { idleMs: number; giveUpIdleAfterMs: number },
): void {
  const server = app.server;
  const connections = new Map<Socket, ConnectionState>();
  let closing = false;
  let accepted = 0;

  server.on("connection", (socket: Socket) => {
    accepted += 1;
    connections.set(socket, { bytesRead: 0, answering: false, busyAt: performance.now() });
    socket.once("close", () => connections.delete(socket));
  });

  app.addHook("preClose", async () => {
    closing = true;
    // Step 2: Fastify calls server.close() right after this hook.
    server.closeIdleConnections = () => {};
    // Step 1: each turn (a setImmediate scheduled from the check phase runs
    // in the next one) has a poll phase that accepts what the kernel queued.
    await nextTurn();
    for (let turn = 0; turn < MAX_ACCEPT_TURNS; turn++) {
      const before = accepted;
      await nextTurn();
      if (accepted === before) break;
    }
    drain();
  });

  app.addHook("onSend", (_request, reply, payload, done) => {
    if (closing) reply.header("connection", "close");
    done(null, payload);
  });

  function nextTurn(): Promise<void> {
    return new Promise((resolve) => setImmediate(resolve));
  }

  function drain(): void {
    const started = performance.now();
    for (const [socket, state] of connections) {
      state.bytesRead = socket.bytesRead;
      state.answering = answering(socket);
      state.busyAt = started;
    }
    const timer = setInterval(
      // After the poll phase (setImmediate): bytes that arrived are read and
      // parsed before a connection is judged quiet.
      () => setImmediate(sweep),
      Math.max(5, Math.floor(options.idleMs / 4)),
    );
    timer.unref();

    function sweep(): void {
      const now = performance.now();
      for (const [socket, state] of connections) {
        if (socket.bytesRead !== state.bytesRead) {
          state.bytesRead = socket.bytesRead;
          state.busyAt = now;
        }
        // A response finished since the last sweep counts as activity, as a read does.
        const busy = answering(socket);
        if (busy || state.answering) state.busyAt = now;
        state.answering = busy;
        if (busy) continue;
        const quiet = now - state.busyAt >= options.idleMs;
        if (quiet || now - started >= options.giveUpIdleAfterMs) socket.destroy();
      }
      if (connections.size === 0) clearInterval(timer);
    }
  }
}
