import { type MessageDescriptor, useIntl } from "react-intl";

/**
 * An error as a form keeps it: a message of the page's catalog (a rule the
 * form checked) or a sentence already worded (the api's, in the call's language).
 */
export type Worded = string | MessageDescriptor;

/** Words an error for a field's `error` prop; undefined shows none. */
export function useWording() {
  const intl = useIntl();
  return (error: Worded | undefined, values?: Record<string, string | number>) =>
    error === undefined
      ? undefined
      : typeof error === "string"
        ? error
        : intl.formatMessage(error, values);
}
