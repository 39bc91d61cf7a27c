import type { AxiosInstance } from "axios";
import { dataOf } from "../client";
import { mms } from "../envelope";

export interface ContactMessage {
  email: string;
  name?: string;
  subject: string;
  message: string;
  category?: string;
}

/** SPEC.md §7 "Support and reporting"; analytics events go through the tracking code's beacon. */
export function supportCalls(http: AxiosInstance) {
  return {
    contactUs(body: ContactMessage) {
      return dataOf<{ id: number }>(http.post(mms("report/v1/contact_us"), body, { admin: true }));
    },
  };
}
