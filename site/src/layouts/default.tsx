import { frameRoute } from "./frame-route";

export { clientLoader, loader, meta, shouldRevalidate } from "./route-exports";

/** SPEC.md §2 "default" layout. */
export default frameRoute("default");
