import type { ContactBody } from "@mvpn/contract";
import { ENDPOINTS } from "@mvpn/contract/constants";
import type { AxiosInstance } from "axios";
import { dataOf } from "../client";
import { mms } from "../envelope";

/** What the contact form sends (the contract's ContactBody). */
export type ContactMessage = ContactBody;

/** SPEC.md §7 "Support and reporting"; analytics events go through the tracking code's beacon. */
export function supportCalls(http: AxiosInstance) {
  return {
    contactUs(body: ContactMessage) {
      return dataOf<{ id: number }>(
        http.post(mms(ENDPOINTS.contactUs.path), body, { admin: true }),
      );
    },
  };
}
