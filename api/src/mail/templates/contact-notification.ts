import type { ContactNotificationVars, Template } from "./types.js";

/** To support staff, not to a visitor: English only. */
export const contactNotification = {
  byLocale: {
    en: (vars) => ({
      subject: `[contact #${vars.id}] ${vars.subject}`,
      text: [
        `New message from the contact form.`,
        ``,
        `From: ${vars.name === "" ? "" : `${vars.name} `}<${vars.email}>`,
        `Category: ${vars.category === "" ? "(none)" : vars.category}`,
        `App: ${vars.appName}`,
        `IP: ${vars.ip}`,
        ``,
        vars.message,
      ].join("\n"),
    }),
  },
} satisfies Template<ContactNotificationVars>;
