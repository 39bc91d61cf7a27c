export {
  type AlertOptions,
  type ConfirmOptions,
  createDialogs,
  type DialogRequest,
  type Dialogs,
  type DialogTone,
} from "./createDialogs";
export { DialogHost, type DialogHostProps } from "./DialogHost";
export { modalMessages } from "./intl/catalog.gen";
export {
  Modal,
  ModalClose,
  type ModalCloseProps,
  ModalContent,
  type ModalContentProps,
  ModalDescription,
  type ModalDescriptionProps,
  ModalFooter,
  type ModalFooterProps,
  type ModalProps,
  ModalTitle,
  type ModalTitleProps,
  ModalTrigger,
  type ModalTriggerProps,
} from "./Modal";
