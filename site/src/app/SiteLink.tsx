import type { LinkRenderer } from "@mvpn/design-system";
import { Link } from "react-router";

/**
 * The design system's navigation components render links through this: site
 * paths go through the router (client navigation), anything else stays a
 * plain anchor.
 */
export const renderSiteLink: LinkRenderer = ({ href, ...props }) =>
  href.startsWith("/") ? <Link to={href} {...props} /> : <a href={href} {...props} />;

/** A call to action: where it leads (a site path in the page's language) and what it says. */
export interface LinkAction {
  href: string;
  label: string;
}
