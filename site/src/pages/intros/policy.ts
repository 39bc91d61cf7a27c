import { defineMessages } from "react-intl";
import type { IntroMessages } from "../../app/PageIntro";

export const policyIntro = defineMessages({
  metaTitle: { id: "policy.meta.title", defaultMessage: "mVPN privacy policy" },
  metaDescription: {
    id: "policy.meta.description",
    defaultMessage:
      "What mVPN collects, what it never logs, which cookies the website sets, how long we keep your data and how to use your rights under the GDPR.",
  },
  title: { id: "policy.hero.title", defaultMessage: "Privacy policy" },
  body: {
    id: "policy.hero.body",
    defaultMessage:
      "We keep no logs of what you do through the VPN. This page explains the little we do keep, why, and how to have it deleted.",
  },
}) satisfies IntroMessages;

export const { updated: policyUpdated } = defineMessages({
  updated: { id: "policy.updated", defaultMessage: "Last updated: {date}" },
});
