import { frameRoute } from "./frame-route";

export { clientLoader, loader, meta, shouldRevalidate } from "./route-exports";

/** SPEC.md §2 "standalone" layout. */
export default frameRoute("standalone");
