import { Alert, Button } from "@mvpn/design-system";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { useLayoutData } from "../../app/frame/useLayoutData";
import { withLanguage } from "../../app/routing/paths";
import { blogEmptyMessages } from "../intros/blog";

/** The blog has no articles yet (they arrive with the blog's content issue): say so, and offer somewhere useful. */
export function BlogEmpty() {
  const intl = useIntl();
  const { locale } = useLayoutData();
  return (
    <Alert tone="info" title={intl.formatMessage(blogEmptyMessages.title)}>
      <p className="m-0">{intl.formatMessage(blogEmptyMessages.body)}</p>
      <Button asChild variant="link">
        <Link to={withLanguage(locale, "/features")}>
          {intl.formatMessage(blogEmptyMessages.features)}
        </Link>
      </Button>
    </Alert>
  );
}
