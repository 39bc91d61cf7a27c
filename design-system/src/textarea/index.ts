export { COUNTER_ANNOUNCE_FROM, Textarea, type TextareaProps } from "./Textarea";
