export { ClockTime, type ClockTimeProps } from "./ClockTime";
export { type ClockTimeOptions, type DateInput, formatClockTime } from "./formatClockTime";
