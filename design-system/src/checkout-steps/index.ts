export { CheckoutSteps, type CheckoutStepsProps } from "./CheckoutSteps";
