import { DialogHost } from "@mvpn/design-system";
import { siteDialogs } from "./site-api-ui";

/** The api's prompts on screen (SPEC.md §8: alerts, "session expired"); loaded with the first prompt. */
export default function SiteDialogHost() {
  return <DialogHost dialogs={siteDialogs} />;
}
