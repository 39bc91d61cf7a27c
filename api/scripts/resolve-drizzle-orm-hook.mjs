// Loaded with `node --import` by scripts/drizzle-kit.mjs: registers an ESM
// resolve hook that resolves "drizzle-orm" and "drizzle-orm/*" from the api
// package, wherever the importing file lives.
import { register } from "node:module";

register(
  `data:text/javascript,${encodeURIComponent(`
    const apiPackage = ${JSON.stringify(new URL("../package.json", import.meta.url).href)};
    export async function resolve(specifier, context, nextResolve) {
      if (specifier === "drizzle-orm" || specifier.startsWith("drizzle-orm/")) {
        return nextResolve(specifier, { ...context, parentURL: apiPackage });
      }
      return nextResolve(specifier, context);
    }
  `)}`,
);
