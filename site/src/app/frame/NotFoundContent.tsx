import { Button } from "@mvpn/design-system";
import { type MessageDescriptor, useIntl } from "react-intl";
import { Link } from "react-router";
import { withLanguage } from "../routing/paths";
import { notFoundIntro } from "./not-found-messages";
import { useLayoutData } from "./useLayoutData";

/**
 * The not-found page's content (SPEC.md §2/§8): "Page Not Found: {path}" and
 * the way home. The server fills the path into its static 404 answers
 * (scripts/write-not-found-pages.ts marks the spot).
 */
// The message takes a React element as {path}: format it through the untyped descriptor.
const pathMessage: MessageDescriptor = notFoundIntro.message;

export function NotFoundContent({ pathname }: { pathname: string }) {
  const intl = useIntl();
  const { locale } = useLayoutData();
  return (
    <section className="max-w-content mx-auto flex w-full flex-col items-start gap-4 px-4 py-24 sm:px-6 lg:px-8">
      <h1 className="font-display text-text m-0 text-3xl font-extrabold tracking-tight md:text-5xl">
        {intl.formatMessage(notFoundIntro.title)}
      </h1>
      <p className="text-text-muted m-0 text-lg">
        {intl.formatMessage(pathMessage, {
          path: (
            <bdi dir="ltr" data-slot="not-found-path">
              {pathname}
            </bdi>
          ),
        })}
      </p>
      <p className="text-text-muted m-0">{intl.formatMessage(notFoundIntro.body)}</p>
      <Button asChild>
        <Link to={withLanguage(locale, "/")}>{intl.formatMessage(notFoundIntro.home)}</Link>
      </Button>
    </section>
  );
}
