/** SPEC.md §7: every call carries the web app's application type (brand `master`): the contract's. */
export { APP_TYPE, APP_TYPE_HEADER } from "@mvpn/contract/constants";
