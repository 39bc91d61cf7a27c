import { STORAGE_KEYS } from "@mvpn/contract/constants";

/** SPEC.md §9 "Storage keys" and §3 "Other stored items" owned by the client state (the contract's names). */
export const USERINFO_KEY = STORAGE_KEYS.userInfo;
export const USER_MESSAGE_KEY = STORAGE_KEYS.userMessage;
export const TYPE_DEVICE_KEY = STORAGE_KEYS.typeDevice;
