import { createToaster } from "@mvpn/design-system";

/** The site's one toast queue (SPEC.md §2: top centre, 6000 ms). */
export const siteToaster = createToaster();
