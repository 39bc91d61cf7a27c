import type { ComponentProps, ReactNode } from "react";

/** What a navigation component hands to the site's link: an `<a>`'s props with a required href. */
export type LinkRendererProps = ComponentProps<"a"> & { href: string; "data-slot"?: string };

/**
 * Renders one link. Navigation components take it as `renderLink`, so a site
 * passes its router's `<Link>` (which must forward the props it is given:
 * class, `aria-current`, handlers, role) and the components stay router-free.
 */
export type LinkRenderer = (props: LinkRendererProps) => ReactNode;

/** The default renderer: a plain anchor. */
export const renderAnchor: LinkRenderer = (props) => <a {...props} />;
