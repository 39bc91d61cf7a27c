import { resolve } from "node:path";
import type { Plugin } from "vite";

/** The landing module (src/app/landing/index.ts): what a prerendered page runs before React. */
export const LANDING_ENTRY = "src/app/landing/index.ts";
/** Its built file is `assets/landing-<hash>.js`; defer-hydration.ts finds it by this name. */
export const LANDING_CHUNK_NAME = "landing";

/**
 * ADR 0024: the client build emits the landing module as a chunk of its
 * own, with its exports kept, so a page's inline loader can import it before
 * (and often without) the route modules. The modules it shares with the app
 * (tracking, geo, the stores) are one instance: frame-chunks.ts puts them in
 * this same chunk (a group of the same name; "allow-extension" lets Rolldown
 * add the exports the app imports them by), so the landing is one file, not
 * an entry that re-exports from another, and keeps them out of the `frame`
 * and `vendor` groups, which would otherwise make the landing import React.
 */
export function landingChunk(): Plugin {
  return {
    name: "mvpn:landing-chunk",
    applyToEnvironment: (environment) => environment.name === "client",
    buildStart() {
      if (this.environment.mode !== "build") return;
      this.emitFile({
        type: "chunk",
        id: resolve(this.environment.config.root, LANDING_ENTRY),
        name: LANDING_CHUNK_NAME,
        preserveSignature: "allow-extension",
      });
    },
  };
}
