export {
  type PaymentMethod,
  PaymentMethodPicker,
  type PaymentMethodPickerProps,
} from "./PaymentMethodPicker";
