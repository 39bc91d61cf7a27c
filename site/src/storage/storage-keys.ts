/** SPEC.md §9 "Storage keys" and §3 "Other stored items" owned by the client state. */
export const USERINFO_KEY = "USERINFO";
export const USER_MESSAGE_KEY = "userMessage";
export const TYPE_DEVICE_KEY = "typeDevice";
