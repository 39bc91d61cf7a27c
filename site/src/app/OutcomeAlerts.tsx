import { Alert } from "@mvpn/design-system";

/**
 * What came of a form's last send, announced as it appears: the error, or the
 * notice that it worked. Either may be empty.
 */
export function OutcomeAlerts({
  error,
  notice,
}: {
  error?: string | null;
  notice?: string | null;
}) {
  return (
    <>
      {error ? (
        <Alert tone="error" live>
          {error}
        </Alert>
      ) : null}
      {notice ? (
        <Alert tone="success" live>
          {notice}
        </Alert>
      ) : null}
    </>
  );
}
