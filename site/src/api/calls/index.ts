import type { AxiosInstance } from "axios";
import { accountCalls } from "./account";
import { configCalls } from "./config";
import { paymentCalls } from "./payments";
import { supportCalls } from "./support";

export function createApiCalls(http: AxiosInstance) {
  return {
    ...accountCalls(http),
    ...configCalls(http),
    ...paymentCalls(http),
    ...supportCalls(http),
  };
}

export type ApiCalls = ReturnType<typeof createApiCalls>;
