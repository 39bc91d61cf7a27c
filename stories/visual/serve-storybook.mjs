#!/usr/bin/env node
// Serves the built Storybook (stories/storybook-static) for the visual tests.
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import sirv from "sirv";

const root = fileURLToPath(new URL("../storybook-static", import.meta.url));
const port = Number(process.env.PORT ?? 6106);
const serve = sirv(root, { dev: false, etag: true, single: false });
createServer((req, res) =>
  serve(req, res, () => {
    res.statusCode = 404;
    res.end("Not found");
  }),
).listen(port, "127.0.0.1", () => console.log(`Storybook static on http://127.0.0.1:${port}`));
