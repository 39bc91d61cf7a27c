import { cp } from "node:fs/promises";
import { join } from "node:path";
import { MESSAGES_PATH } from "../src/i18n/messages-path";

/**
 * Issue #14: the compiled catalogs as plain JSON files the browser fetches on
 * a client navigation (src/i18n/catalogs.ts), in a folder named by the build
 * id. Prerendered pages carry their messages in the HTML already.
 */
export async function copyMessages(clientDir: string, buildId: string): Promise<void> {
  await cp(
    join(import.meta.dirname, "../src/i18n/compiled"),
    join(clientDir, MESSAGES_PATH, buildId),
    { recursive: true },
  );
}
