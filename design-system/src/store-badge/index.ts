export { STORES, type Store, StoreBadge, type StoreBadgeProps } from "./StoreBadge";
