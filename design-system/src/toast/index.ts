export {
  type CreateToasterOptions,
  createToaster,
  TOAST_TYPES,
  type ToastAction,
  type ToasterStore,
  type ToastOptions,
  type ToastRecord,
  type ToastType,
  toast,
} from "./createToaster";
export { toastMessages } from "./intl/catalog.gen";
export { Toaster, type ToasterProps } from "./Toaster";
