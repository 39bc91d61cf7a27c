export * from "./button";
export { cn } from "./lib/cn";
export * from "./locale";
