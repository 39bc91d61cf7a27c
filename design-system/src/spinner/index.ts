export { spinnerMessages } from "./messages";
export { SPINNER_SIZES, Spinner, type SpinnerProps, type SpinnerSize } from "./Spinner";
