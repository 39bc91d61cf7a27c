import { type MessageDescriptor, useIntl } from "react-intl";
import { withLanguage } from "../routing/paths";
import { notFoundIntro } from "./not-found-messages";
import { PageNotice } from "./PageNotice";
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
    <PageNotice
      title={intl.formatMessage(notFoundIntro.title)}
      action={{ href: withLanguage(locale, "/"), label: intl.formatMessage(notFoundIntro.home) }}
    >
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
    </PageNotice>
  );
}
