import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";

/** Rendering a page longer than this at build time is a fault of the page: abort, and fail the build. */
export const streamTimeout = 10_000;

/**
 * The site renders on the server only at build time (`ssr: false`, every
 * public page prerendered), so nothing is gained by streaming: React Router's
 * default entry flushes the shell first and sends the router's data in
 * Suspense boundaries after it, which React reveals with inline scripts
 * ($RC, $RV) in an animation frame after the page has loaded, moving hidden
 * nodes and laying the page out again (issue #34: ~19 ms of main-thread work
 * on `/ar`, and 2 kB of script per page). Waiting for everything
 * (`onAllReady`, React's advice for static generation) and never outlining a
 * boundary for its size writes each page as one document in reading order.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  if (request.method.toUpperCase() === "HEAD") {
    return Promise.resolve(
      new Response(null, { status: responseStatusCode, headers: responseHeaders }),
    );
  }
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status,
            }),
          );
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
    timeout = setTimeout(abort, streamTimeout);
  });
}
