import {
  Alert,
  Button,
  Card,
  CardContent,
  EmailField,
  LoadingOverlay,
  Select,
  Stack,
  Textarea,
  TextField,
} from "@mvpn/design-system";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { type MessageDescriptor, useIntl } from "react-intl";
import { quietApi } from "../api/quiet";
import { siteToaster } from "../app/runtime/site-toaster";
import { useSignedInName } from "../app/useSignedInName";
import { useForm } from "../forms/useForm";
import {
  CONTACT_TOPICS,
  type ContactFailure,
  type ContactField,
  type ContactValues,
  checkContact,
  contactBody,
  contactFailureOf,
  FAILURE_MESSAGES,
  isContactTopic,
  MESSAGE_MAX_LENGTH,
} from "./contact-form";
import { contactMessages, topicMessages } from "./contact-messages";

/** SPEC.md §2/§9: a toast stays 6000 ms. */
const TOAST_MS = 6000;

const EMPTY: ContactValues = { email: "", topic: "", message: "", order: "" };

/**
 * The support form of /contact-us (issue #13): checked with the contract's
 * rules before anything is sent, sent with report/v1/contact_us through the
 * quiet client (the form words its own failures), and what was typed is kept
 * whatever the answer. Success: a toast and the reference number in place of
 * the form.
 */
export function ContactForm() {
  const intl = useIntl();
  const signedInEmail = useSignedInName();
  const form = useForm<ContactValues, ContactField, MessageDescriptor>(EMPTY, {
    validate: checkContact,
  });
  const { values, errors, setValues } = form;
  const [failure, setFailure] = useState<ContactFailure | null>(null);
  const [sent, setSent] = useState<{ id: number; email: string } | null>(null);
  const sending = form.pending !== null;
  const sentHeading = useRef<HTMLHeadingElement>(null);

  // Signed in: the account's address, unless the visitor already typed one.
  useEffect(() => {
    if (signedInEmail) {
      setValues((now) => (now.email === "" ? { ...now, email: signedInEmail } : now));
    }
  }, [signedInEmail, setValues]);

  useEffect(() => {
    if (sent) sentHeading.current?.focus();
  }, [sent]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    if (!form.check()) return;
    void form.run("submit", async () => {
      try {
        const calls = await quietApi();
        const { id } = await calls.contactUs(contactBody(values));
        siteToaster.success(intl.formatMessage(contactMessages.sentToast, { id: String(id) }), {
          duration: TOAST_MS,
        });
        setSent({ id, email: values.email.trim() });
      } catch (reason) {
        setFailure(contactFailureOf(reason));
      }
    });
  }

  if (sent) {
    return (
      <Card data-slot="contact-sent">
        <CardContent gap="md" className="items-start pt-6">
          <h2
            ref={sentHeading}
            tabIndex={-1}
            className="font-display text-text m-0 text-2xl font-bold focus:outline-none"
          >
            {intl.formatMessage(contactMessages.sentTitle)}
          </h2>
          <p className="text-text-muted m-0" data-testid="contact-reference">
            {intl.formatMessage(contactMessages.sentBody, {
              id: <strong className="text-text">{sent.id}</strong>,
              email: <bdi>{sent.email}</bdi>,
            })}
          </p>
          <Button
            variant="outline"
            onClick={() => {
              setSent(null);
              form.reset({ ...EMPTY, email: values.email });
            }}
          >
            {intl.formatMessage(contactMessages.sendAnother)}
          </Button>
        </CardContent>
      </Card>
    );
  }

  const error = (field: keyof ContactValues) => {
    const message = errors[field];
    return message
      ? intl.formatMessage(message, field === "message" ? { max: MESSAGE_MAX_LENGTH } : undefined)
      : undefined;
  };

  return (
    <Card data-slot="contact-form">
      <CardContent className="pt-6">
        <LoadingOverlay active={sending} label={intl.formatMessage(contactMessages.sending)}>
          <form
            ref={form.formRef}
            noValidate
            onSubmit={submit}
            aria-labelledby="contact-form-heading"
          >
            <Stack gap={6}>
              <div className="flex flex-col gap-2">
                <h2
                  id="contact-form-heading"
                  className="font-display text-text m-0 text-2xl font-bold"
                >
                  {intl.formatMessage(contactMessages.formHeading)}
                </h2>
                <p className="text-text-muted m-0">
                  {intl.formatMessage(contactMessages.formIntro)}
                </p>
              </div>
              {failure ? (
                <Alert
                  tone="error"
                  live
                  title={intl.formatMessage(contactMessages.failedTitle)}
                  action={
                    failure === "network" || failure === "unavailable" ? (
                      <Button type="submit" variant="outline" size="sm" disabled={sending}>
                        {intl.formatMessage(contactMessages.retry)}
                      </Button>
                    ) : undefined
                  }
                >
                  {intl.formatMessage(FAILURE_MESSAGES[failure])}
                </Alert>
              ) : null}
              <EmailField
                name="email"
                autoComplete="email"
                label={intl.formatMessage(contactMessages.emailLabel)}
                description={intl.formatMessage(contactMessages.emailHint)}
                {...form.control("email")}
                error={error("email")}
                required
              />
              <Select
                name="topic"
                label={intl.formatMessage(contactMessages.topicLabel)}
                placeholder={intl.formatMessage(contactMessages.topicPlaceholder)}
                value={values.topic}
                onChange={(event) =>
                  form.setValue(
                    "topic",
                    isContactTopic(event.target.value) ? event.target.value : "",
                  )
                }
                onBlur={(event) => form.blur("topic", event)}
                error={error("topic")}
                required
              >
                {CONTACT_TOPICS.map((topic) => (
                  <option key={topic} value={topic}>
                    {intl.formatMessage(topicMessages[topic])}
                  </option>
                ))}
              </Select>
              <Textarea
                name="message"
                label={intl.formatMessage(contactMessages.messageLabel)}
                description={intl.formatMessage(contactMessages.messageHint)}
                {...form.control("message")}
                error={error("message")}
                maxLength={MESSAGE_MAX_LENGTH}
                rows={7}
                required
              />
              <TextField
                name="order"
                label={intl.formatMessage(contactMessages.orderLabel)}
                description={intl.formatMessage(contactMessages.orderHint)}
                {...form.control("order")}
                error={error("order")}
                autoComplete="off"
                spellCheck={false}
                dir="ltr"
                optional
              />
              <div>
                <Button type="submit" size="lg" disabled={sending}>
                  {intl.formatMessage(contactMessages.send)}
                </Button>
              </div>
            </Stack>
          </form>
        </LoadingOverlay>
      </CardContent>
    </Card>
  );
}
