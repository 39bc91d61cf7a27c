/** SPEC.md §7: every call carries the web app's application type (brand `master`). */
export const APP_TYPE = 501;
export const APP_TYPE_HEADER = "X-App-Type";
