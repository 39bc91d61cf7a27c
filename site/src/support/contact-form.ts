import type { ContactBody } from "@mvpn/contract";
import {
  CONTACT_LIMITS,
  isOrderReference,
  isPrintableText,
  isValidEmail,
} from "@mvpn/contract/validation";
import type { MessageDescriptor } from "react-intl";
import { contactMessages } from "./contact-messages";

/** The topics of the form, in the order the select offers them; the key is sent as `category`. */
export const CONTACT_TOPICS = [
  "billing",
  "account",
  "connection",
  "devices",
  "refund",
  "other",
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export interface ContactValues {
  email: string;
  topic: ContactTopic | "";
  message: string;
  order: string;
}

export type ContactField = keyof ContactValues;
export type ContactErrors = Partial<Record<ContactField, MessageDescriptor>>;

/** The longest message the api takes (contract: CONTACT_LIMITS). */
export const MESSAGE_MAX_LENGTH = CONTACT_LIMITS.message;

export function isContactTopic(value: string): value is ContactTopic {
  return (CONTACT_TOPICS as readonly string[]).includes(value);
}

/**
 * The form's problems, field by field, by the contract's rules (the ones
 * report/v1/contact_us applies): an empty object when it may be sent.
 */
export function checkContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  const email = values.email.trim();
  if (email === "") errors.email = contactMessages.emailMissing;
  else if (!isValidEmail(email)) errors.email = contactMessages.emailInvalid;
  if (!isContactTopic(values.topic)) errors.topic = contactMessages.topicMissing;
  const message = values.message.trim();
  if (message === "") errors.message = contactMessages.messageMissing;
  else if (message.length > CONTACT_LIMITS.message) errors.message = contactMessages.messageTooLong;
  else if (!isPrintableText(message, true)) errors.message = contactMessages.messageUnprintable;
  if (values.order.trim() !== "" && !isOrderReference(values.order)) {
    errors.order = contactMessages.orderInvalid;
  }
  return errors;
}

/**
 * What the api receives: the topic's key as `category` and as the subject,
 * followed by the order reference when there is one (the contract has no
 * field of its own for it), so that support sees both in the subject line.
 */
export function contactBody(values: ContactValues): ContactBody {
  const topic = isContactTopic(values.topic) ? values.topic : "other";
  const order = values.order.trim().toLowerCase();
  return {
    email: values.email.trim(),
    subject: order ? `${topic} · ${order}` : topic,
    message: values.message.trim(),
    category: topic,
  };
}

export type ContactFailure = "network" | "busy" | "rejected" | "unavailable";

/** The client rejects with the envelope of a failed call, or with the error itself when no answer came. */
export function contactFailureOf(reason: unknown): ContactFailure {
  const code =
    typeof reason === "object" && reason !== null && "code" in reason
      ? (reason as { code: unknown }).code
      : null;
  if (code === 429) return "busy";
  if (code === 503) return "unavailable";
  if (typeof code === "number" && code >= 400 && code < 500) return "rejected";
  return "network";
}

export const FAILURE_MESSAGES: Record<ContactFailure, MessageDescriptor> = {
  network: contactMessages.failedNetwork,
  busy: contactMessages.failedBusy,
  rejected: contactMessages.failedRejected,
  unavailable: contactMessages.failedUnavailable,
};
