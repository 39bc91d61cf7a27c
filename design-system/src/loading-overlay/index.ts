export { createLoadingTracker, type LoadingTracker, useLoading } from "./createLoadingTracker";
export { LoadingOverlay, type LoadingOverlayProps } from "./LoadingOverlay";
export { type AsyncAction, useAsyncAction } from "./useAsyncAction";
