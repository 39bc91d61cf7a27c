import { defineMessages } from "react-intl";
import type { IntroMessages } from "../../app/PageIntro";

export const forgetpasswordIntro = defineMessages({
  metaTitle: { id: "forgetpassword.meta.title", defaultMessage: "Reset your mVPN password" },
  metaDescription: {
    id: "forgetpassword.meta.description",
    defaultMessage:
      "Forgot your mVPN password? Enter the email address of your account and we will send you a code and a link to choose a new password.",
  },
  title: { id: "forgetpassword.hero.title", defaultMessage: "Reset your password" },
  body: {
    id: "forgetpassword.hero.body",
    defaultMessage:
      "Enter the email address of your mVPN account. We will email you a code and a link to choose a new password.",
  },
}) satisfies IntroMessages;
