export {
  type Catalog,
  defineMessages,
  formatMessage,
  type InterfaceLocale,
  messagesFor,
  pluralForm,
  useMessages,
} from "./messages";
