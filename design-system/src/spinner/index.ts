export { spinnerMessages } from "./intl/catalog.gen";
export { SPINNER_SIZES, Spinner, type SpinnerProps, type SpinnerSize } from "./Spinner";
