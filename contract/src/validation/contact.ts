/**
 * The rules of the contact form (report/v1/contact_us), as plain functions so
 * that the site's form checks what the api's schema (calls/support.ts) checks.
 */

/** The limits of the contact form's fields (the form can show them as it counts). */
export const CONTACT_LIMITS = { name: 100, subject: 200, message: 5000, category: 50 } as const;

// Printable text: no control characters except line breaks and tabs in the message.
const SINGLE_LINE = /^[^\p{Cc}]*$/u;
const MULTI_LINE = /^(?:[^\p{Cc}]|[\n\r\t])*$/u;

/** True when the text holds no control character (line breaks and tabs allowed in `multiline`). */
export function isPrintableText(value: string, multiline = false): boolean {
  return (multiline ? MULTI_LINE : SINGLE_LINE).test(value);
}

// An order's id (calls/payments.ts `orderIdField`): a UUID, as zod's `uuid()` reads it.
const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** True when `value` (trimmed) has the form of an order's id, the reference a receipt shows. */
export function isOrderReference(value: string): boolean {
  return ORDER_ID.test(value.trim());
}
