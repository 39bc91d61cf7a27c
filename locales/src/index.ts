export * from "./locales";
