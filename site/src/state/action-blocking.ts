import { geo } from "./geo";

const BLOCKED_COUNTRY = /china/i;

/** SPEC.md §4 "Action blocking": the geo country contains "china", in any case. */
export function isBlockedCountry(country: string | null | undefined): boolean {
  return typeof country === "string" && BLOCKED_COUNTRY.test(country);
}

interface Cancellable {
  preventDefault(): void;
}

/**
 * Wraps an action (a click handler, a download) so that in a blocked country
 * neither the action nor the event's default (following a link, submitting a
 * form) happens. `country` defaults to the geo store's, read at call time.
 */
export function blockInBlockedCountry<E extends Cancellable | undefined>(
  action: (event: E) => void,
  country: () => string | null | undefined = () => geo.userMessage?.country,
): (event: E) => boolean {
  return (event) => {
    if (isBlockedCountry(country())) {
      event?.preventDefault();
      return false;
    }
    action(event);
    return true;
  };
}
