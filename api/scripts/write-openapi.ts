// Regenerates docs/openapi.json from the routes' zod schemas:
//   npm run openapi -w @mvpn/api
// test/openapi.test.ts fails while the saved file is stale.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { openApiText } from "../src/openapi/document.js";
import { repoRoot } from "../src/paths.js";

const target = path.join(repoRoot, "docs", "openapi.json");
await writeFile(target, await openApiText());
console.log(`Wrote ${path.relative(process.cwd(), target)}`);
