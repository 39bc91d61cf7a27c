import type { MessageDescriptor } from "react-intl";
import { leavePageFor } from "../app/routing/navigation-guards";

/**
 * What the error table of SPEC.md §8 does to the page, as a port: the site
 * plugs in the design system's Modal and the router, tests plug in spies.
 * Kept free of the HTTP client so the app can wire it before axios loads.
 */
export interface ApiUi {
  alert(message: string): void | Promise<void>;
  /** Resolves true when the visitor accepts. */
  confirm(message: string): boolean | Promise<boolean>;
  /** An in-site path such as "/login"; the site adds the locale prefix. */
  navigate(path: string): void;
  reload(): void;
  formatMessage(message: MessageDescriptor): string;
}

const defaultText = (message: MessageDescriptor): string =>
  typeof message.defaultMessage === "string" ? message.defaultMessage : String(message.id ?? "");

/** Until the site wires its own: the browser's dialogs and full-page navigation. */
export const browserUi: ApiUi = {
  alert: (message) => window.alert(message),
  confirm: (message) => window.confirm(message),
  navigate: (path) => leavePageFor(path),
  reload: () => window.location.reload(),
  formatMessage: defaultText,
};

let current: ApiUi = browserUi;

export function configureApiUi(ui: Partial<ApiUi>): void {
  current = { ...current, ...ui };
}

export function apiUi(): ApiUi {
  return current;
}
