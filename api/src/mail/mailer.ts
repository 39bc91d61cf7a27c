import nodemailer from "nodemailer";
import type { AppDb } from "../db/database.js";
import { outbox } from "../db/schema/index.js";
import type { SiteLocale } from "./locale.js";
import { renderMail, type TemplateName } from "./templates.js";

export interface OutgoingMail {
  to: string;
  template: TemplateName;
  locale: SiteLocale;
  subject: string;
  text: string;
}

/** Sends mail: SMTP when SMTP_URL is set, else the outbox table (development, tests). */
export interface Mailer {
  readonly transport: "smtp" | "outbox";
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  db: AppDb;
}): Mailer {
  if (options.smtpUrl !== undefined) {
    const transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      transport: "smtp",
      async send(mail) {
        await transporter.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
        });
      },
      close() {
        transporter.close();
      },
    };
  }
  return {
    transport: "outbox",
    async send(mail) {
      await options.db.insert(outbox).values({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        template: mail.template,
        locale: mail.locale,
      });
    },
    close() {},
  };
}

/** Renders and sends in one go. */
export async function sendTemplate<N extends TemplateName>(
  mailer: Mailer,
  to: string,
  name: N,
  locale: SiteLocale,
  vars: Parameters<typeof renderMail<N>>[2],
): Promise<void> {
  const { subject, text } = renderMail(name, locale, vars);
  await mailer.send({ to, template: name, locale, subject, text });
}
