// The ceiling the api is compared with: a bare Fastify server (no hooks, no
// validation, no logging) answering, from memory, the very bytes the api
// answered for each route (same status, content type and length). Whatever
// the api does more per request shows as the ratio of the two in the same
// run on the same machine (issue #14: within 2×).
//
// Started by bench/run.mjs with BARE_PORT and BARE_ROUTES, a JSON list of
// { method, path, contentType, bodyBase64 }; prints "listening" when ready.
import Fastify from "fastify";

const routes = JSON.parse(process.env.BARE_ROUTES ?? "[]");
const app = Fastify({ logger: false });

for (const route of routes) {
  const body = Buffer.from(route.bodyBase64, "base64");
  app.route({
    method: route.method,
    url: route.path,
    handler: (_request, reply) => {
      reply.header("content-type", route.contentType).send(body);
    },
  });
}

await app.listen({ port: Number(process.env.BARE_PORT ?? 4413), host: "127.0.0.1" });
console.log("listening");
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => app.close());
