import { Alert, Button } from "@mvpn/design-system";
import { useIntl } from "react-intl";
import { accountMessages as m } from "./account-messages";

/**
 * A part of /myaccount the api did not answer: said in the place it would
 * have shown, with a retry of that part alone (its query's), as the
 * checkout and the tools offer theirs.
 */
export function LoadFailed({ onRetry, live = false }: { onRetry: () => void; live?: boolean }) {
  const intl = useIntl();
  return (
    <Alert
      tone="error"
      live={live}
      data-slot="account-load-failed"
      action={
        <Button variant="outline" size="sm" onClick={onRetry}>
          {intl.formatMessage(m.retry)}
        </Button>
      }
    >
      {intl.formatMessage(m.loadFailed)}
    </Alert>
  );
}
