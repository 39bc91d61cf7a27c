import { useEffect } from "react";
import { useIntl } from "react-intl";
import { runtimeMessages } from "../chrome-messages";
import { siteToaster } from "./site-toaster";

/** Mounted only when a new build is out: the toast offering the reload (BrowserRuntime shows the toasts). */
export default function NewBuildToast() {
  const intl = useIntl();
  useEffect(() => {
    siteToaster.warn(intl.formatMessage(runtimeMessages.newBuild), {
      id: "new-build",
      duration: Number.POSITIVE_INFINITY,
      action: {
        label: intl.formatMessage(runtimeMessages.reload),
        altText: intl.formatMessage(runtimeMessages.reloadHint),
        onClick: () => window.location.reload(),
      },
    });
  }, [intl]);
  return null;
}
