import { type Config, loadConfig } from "../../src/config.js";

/**
 * A config for tests: quiet logs (TEST_LOG_LEVEL=debug to see them), test
 * environment, and whatever the test sets. Tests always pass DATA_DIR so that
 * nothing touches the repository's own .data folder.
 */
export function testConfig(env: Record<string, string | undefined> & { DATA_DIR: string }): Config {
  return loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
    SITE_DIR: "/nonexistent/mvpn-site",
    ...env,
  });
}
