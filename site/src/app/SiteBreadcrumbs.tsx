import { Breadcrumbs } from "@mvpn/design-system";
import { useIntl } from "react-intl";
import { headerMessages } from "./chrome-messages";
import { useLayoutData } from "./frame/useLayoutData";
import { withLanguage } from "./routing/paths";
import { renderSiteLink } from "./SiteLink";

/** A step of a breadcrumb trail: its words, and its site path without the language prefix. */
export interface TrailStep {
  name: string;
  /** Left out on the last step, the page itself, which is not a link. */
  path?: string;
}

/**
 * A page's breadcrumbs: the home page first, then `trail` down to the page
 * itself; every step but the last is a link in the page's language, through
 * the router.
 */
export function SiteBreadcrumbs({ trail }: { trail: readonly TrailStep[] }) {
  const intl = useIntl();
  const { locale } = useLayoutData();
  const steps = [{ name: intl.formatMessage(headerMessages.home), path: "/" }, ...trail];
  return (
    <Breadcrumbs
      renderLink={renderSiteLink}
      items={steps.map((step, index) => ({
        label: step.name,
        // The last step is the page itself (`trail` is one shorter than `steps`).
        href: index < trail.length && step.path ? withLanguage(locale, step.path) : undefined,
      }))}
    />
  );
}
