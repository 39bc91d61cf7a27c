import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium-args.ts";

/**
 * Options for `test.use` (top level of a spec: they start a worker of their
 * own): Chromium as on a device whose fonts the fontconfig file of `env`
 * describes (scripts/fontconfig-without-cjk.mjs).
 */
export const withFonts = (env: Record<string, string>) => ({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    env: { ...process.env, ...env } as Record<string, string>,
  },
});
