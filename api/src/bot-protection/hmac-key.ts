import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

export const HMAC_KEY_FILE = "altcha-hmac-key";

/**
 * The ALTCHA signing key: ALTCHA_HMAC_KEY when set; otherwise the one saved
 * in DATA_DIR, created on first start, so a restart does not invalidate the
 * challenges people are solving. Several instances must share it: set
 * ALTCHA_HMAC_KEY for them (docs/api.md "Bot protection").
 */
export async function loadAltchaHmacKey(
  configured: string | undefined,
  dataDir: string,
): Promise<string> {
  if (configured !== undefined) return configured;
  const file = path.join(dataDir, HMAC_KEY_FILE);
  try {
    const saved = (await readFile(file, "utf8")).trim();
    if (saved.length >= 32) return saved;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const key = randomBytes(32).toString("base64url");
  await mkdir(dataDir, { recursive: true });
  // Readable by the owner only: it is a secret. "wx" fails rather than
  // overwrite a key another process wrote meanwhile; then read that one.
  try {
    await writeFile(file, `${key}\n`, { mode: 0o600, flag: "wx" });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return (await readFile(file, "utf8")).trim();
  }
}
