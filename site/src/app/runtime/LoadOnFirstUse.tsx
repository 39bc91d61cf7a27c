import { type ReactNode, Suspense, useState, useSyncExternalStore } from "react";

/** A store outside React that says when it changed (the toaster, the dialogs). */
export interface ObservedStore {
  subscribe(listener: () => void): () => void;
}

/**
 * Renders `children` (a lazy component) from the moment `inUse()` first holds,
 * and keeps them mounted after: a toast's or a prompt's code, with the Radix
 * layers under it (focus scope, scroll lock, dismissable layer: ~20 KB gzip),
 * loads when the first toast or prompt is raised, not with every page
 * (issue #14, the home page's weight). The request waits in the store
 * meanwhile, so nothing raised before the code arrives is lost.
 */
export function LoadOnFirstUse({
  store,
  inUse,
  children,
}: {
  store: ObservedStore;
  inUse: () => boolean;
  children: ReactNode;
}) {
  const used = useSyncExternalStore(store.subscribe, inUse, notInUse);
  const [loaded, setLoaded] = useState(used);
  if (used && !loaded) setLoaded(true);
  return loaded ? <Suspense fallback={null}>{children}</Suspense> : null;
}

const notInUse = () => false;
