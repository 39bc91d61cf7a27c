export type {
  Catalog,
  CompiledElement,
  CompiledMessage,
  MessageArgument,
  MessageKey,
  Messages,
  NoValues,
  RichValues,
} from "./catalog";
export { fillPlaceholders } from "./fillPlaceholders";
export { languageOf, messagesFor, useMessages } from "./messages";
