import { Toaster } from "@mvpn/design-system";
import { siteToaster } from "./site-toaster";

/** The site's one toast queue on screen (SPEC.md §2: top centre, 6000 ms); loaded with the first toast. */
export default function SiteToaster() {
  return <Toaster toaster={siteToaster} />;
}
