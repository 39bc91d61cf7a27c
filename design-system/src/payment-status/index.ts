export { PaymentStatus, type PaymentStatusProps } from "./PaymentStatus";
export { PAYMENT_STATUS_TONES, type PaymentStatusTone } from "./paymentStatusTone";
