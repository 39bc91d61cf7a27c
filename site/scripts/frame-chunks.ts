/**
 * Issue #14: the modules every page loads, in two chunks instead of three
 * dozen. Left to itself the bundler splits the modules that the client entry
 * and the root route import into as many chunks as there are sets of pages
 * sharing them: 36 chunks on every one of the 1,092 documents, 26 of them
 * under 1 KB gzip. Each is a module preload in the head, and a phone on a
 * slow link pays a round trip for each (Lighthouse's simulation counted them
 * all before the first paint: docs/benchmarks.md).
 *
 * Every page loads these modules anyway, so putting them together costs no
 * page a byte. Two groups, so that a change to the site's own code leaves the
 * largest file cached: `vendor` for packages, `frame` for the site's modules.
 * A captured module brings the modules it imports into its group, so what
 * comes out is React DOM (65 KB gzip) in `vendor` and the rest in `frame`
 * (85 KB: React Router, react-intl, the root, layouts, header and footer,
 * session, SEO, routing and the design system's parts they use). On `/features`: the same
 * 170 modules in 19 files instead of 45, and 9 KB less gzip (one file
 * compresses better than many and carries no import and export glue between
 * them). What a page or a lazy piece (a menu, the client runtime, the search)
 * imports beyond them stays in chunks of its own, loaded with that page or piece.
 */

import type { Plugin } from "vite";
import { LANDING_CHUNK_NAME } from "./landing-chunk";

/** What Rolldown's chunking context tells of a module (the part used here). */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** The modules the client entry and the root route import statically: loaded by every page. */
const ROOTS = [/[\\/]entry\.client\.[jt]sx?$/, /[\\/]site[\\/]src[\\/]root\.tsx$/];

/**
 * The landing chunk's entry (scripts/landing-chunk.ts, ADR 0024): a page
 * loads it before React, so nothing it imports may go to `frame` or
 * `vendor`, which would bring React along; what the app shares with it, the
 * app imports from the landing's own chunks.
 */
const LANDING = /[\\/]site[\\/]src[\\/]app[\\/]landing[\\/]index\.ts$/;

/**
 * Packages imported through an index that re-exports everything (the design
 * system, the contract, the icon sets): the static graph through them reaches
 * every component, which tree-shaking drops from pages that do not use it.
 * Followed, they took 15 KB gzip of Radix dialogs, toasts and a QR encoder
 * into every page; left out, Rolldown splits what pages share of them as before.
 */
const BARRELS = /[\\/](design-system|contract|tokens|lucide-react|simple-icons)[\\/]/;

/**
 * Site modules that many pages import but the frame does not: the one query
 * hook (ADR 0033: the home, download, pricing, checkout, account and tool
 * pages) and the small parts pages compose one way (issue #36: a titled
 * section, the breadcrumbs, the closing call to action, the card grid). Left
 * to the bundler each is a chunk of its own, a request on every one of those
 * pages for ≈ 0.3–0.5 KB gzip; in `frame` the pages that do not use them
 * carry those bytes instead, and no page loads one more file.
 */
const SHARED_BY_PAGES = [
  /[\\/]site[\\/]src[\\/]app[\\/]hooks[\\/]useQuery\.ts$/,
  /[\\/]site[\\/]src[\\/]app[\\/](TitledSection|SiteBreadcrumbs)\.tsx$/,
  /[\\/]site[\\/]src[\\/]marketing[\\/](CallToActionBand|CardGrid)\.tsx$/,
];

/** The chunk of the device's parser: vite.config.ts gives it no module preloads, and the budget test finds it by name. */
export const DEVICE_PARSER_CHUNK_NAME = "detect-device";

/** The landing's lazy import of the device's parser (start-landing.ts), and the package it wraps. */
const DEVICE_PARSER =
  /[\\/]site[\\/]src[\\/]state[\\/]detect-device\.ts$|[\\/]node_modules[\\/]ua-parser-js[\\/]/;

function reachable(
  graph: ModuleGraph,
  roots: Iterable<string>,
  stopAt: (id: string) => boolean,
): Set<string> {
  const found = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (found.has(id) || stopAt(id)) continue;
    found.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

function everyPageLoads(graph: ModuleGraph, roots: Iterable<string>): Set<string> {
  return reachable(graph, roots, (id) => BARRELS.test(id));
}

/**
 * A plugin that notes the roots' module ids as they are transformed, and the
 * `output.codeSplitting` option that uses them. Rolldown asks the group's
 * `name` for each module; the set of the frame's modules is worked out once
 * per chunking pass, from the module graph that pass gives.
 */
export function frameChunks() {
  const roots = new Set<string>();
  const landingRoots = new Set<string>();
  const framesByPass = new WeakMap<ModuleGraph, Set<string>>();
  const landingsByPass = new WeakMap<ModuleGraph, Set<string>>();
  const plugin: Plugin = {
    name: "mvpn:frame-chunks",
    transform: {
      filter: { id: [...ROOTS, LANDING] },
      handler(_code, id) {
        (LANDING.test(id) ? landingRoots : roots).add(id);
        return null;
      },
    },
  };
  const codeSplitting = {
    groups: [
      // First, so that `frame` and `vendor` cannot take the landing's modules
      // along with the frame modules that import them (a group brings a
      // captured module's imports with it). The landing's entry is in it too:
      // the group is the landing chunk itself (landing-chunk.ts), one request.
      {
        name(id: string, graph: ModuleGraph): string | null {
          let landing = landingsByPass.get(graph);
          if (!landing) {
            landing = reachable(graph, landingRoots, () => false);
            landingsByPass.set(graph, landing);
          }
          return landing.has(id) ? LANDING_CHUNK_NAME : null;
        },
        priority: 2,
      },
      // The device's parser and the module that reads it (ADR 0024): the
      // landing imports them together as a page is read, so they are one
      // request, not two.
      {
        name: (id: string): string | null =>
          DEVICE_PARSER.test(id) ? DEVICE_PARSER_CHUNK_NAME : null,
        priority: 1,
      },
      {
        name(id: string, graph: ModuleGraph): string | null {
          let frame = framesByPass.get(graph);
          if (!frame) {
            frame = everyPageLoads(graph, roots);
            framesByPass.set(graph, frame);
          }
          if (SHARED_BY_PAGES.some((pattern) => pattern.test(id))) return "frame";
          // The roots stay the entry chunks they are; what they import moves.
          if (!frame.has(id) || roots.has(id)) return null;
          return /[\\/]node_modules[\\/]/.test(id) ? "vendor" : "frame";
        },
      },
    ],
  };
  return { plugin, codeSplitting };
}
