/** SPEC.md §9 "Manifest check after 1 s". */
export const BUILD_CHECK_FIRST_DELAY_MS = 1000;
/** Afterwards, a light poll while the tab is open (a few hundred bytes every five minutes). */
export const BUILD_CHECK_INTERVAL_MS = 5 * 60_000;
/** Written by the build (react-router.config.ts): `{ "id": "…", "timestamp": … }`. */
export const BUILD_MANIFEST_PATH = "/_build/latest.json";

export interface BuildCheckOptions {
  /** The id of the build this page was served from. */
  currentId: string;
  /** Called once, when the server has a different build. */
  onNewBuild: (latestId: string) => void;
  fetchJson?: (url: string) => Promise<unknown>;
  now?: () => number;
}

/**
 * SPEC.md §4/§7: polls the build manifest with a timestamp query (so no cache
 * answers), first after 1 s, to find out that a new build is out. Network
 * failures are ignored: the next poll tries again. Returns a stop function.
 */
export function startBuildCheck({
  currentId,
  onNewBuild,
  fetchJson = defaultFetchJson,
  now = Date.now,
}: BuildCheckOptions): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = (delay: number) => {
    timer = setTimeout(check, delay);
  };
  async function check() {
    if (stopped) return;
    try {
      const latest = (await fetchJson(`${BUILD_MANIFEST_PATH}?t=${now()}`)) as {
        id?: unknown;
      } | null;
      if (!stopped && typeof latest?.id === "string" && latest.id !== currentId) {
        stopped = true;
        onNewBuild(latest.id);
        return;
      }
    } catch {
      // Offline or mid-deploy: try again at the next interval.
    }
    if (!stopped) schedule(BUILD_CHECK_INTERVAL_MS);
  }
  schedule(BUILD_CHECK_FIRST_DELAY_MS);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

async function defaultFetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: "no-store" });
  if (!response.ok) throw new Error(`build manifest: HTTP ${response.status}`);
  return response.json();
}
