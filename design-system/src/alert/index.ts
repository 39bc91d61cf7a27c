export { Alert, type AlertProps, type AlertTone, alertRole } from "./Alert";
export { FEEDBACK_TONES, type FeedbackTone } from "./feedbackTone";
export { alertMessages as feedbackMessages } from "./intl/catalog.gen";
