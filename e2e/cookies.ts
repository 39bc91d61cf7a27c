import type { BrowserContext } from "@playwright/test";

/** The browser's cookie of that name, with its attributes, or undefined. */
export async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((entry) => entry.name === name);
}
