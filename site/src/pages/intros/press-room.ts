import { defineMessages } from "react-intl";
import type { IntroMessages } from "../../app/PageIntro";

export const pressRoomIntro = defineMessages({
  metaTitle: {
    id: "press-room.meta.title",
    defaultMessage: "mVPN press room: facts and media contacts",
  },
  metaDescription: {
    id: "press-room.meta.description",
    defaultMessage:
      "Writing about mVPN? Find the key facts about our no-logs VPN, its servers in 14 countries and apps for every device, and contact us with press questions.",
  },
  title: { id: "press-room.hero.title", defaultMessage: "Press room" },
  body: {
    id: "press-room.hero.body",
    defaultMessage:
      "The facts about mVPN in one place, and a direct line to our team for interviews and press questions.",
  },
  primary: { id: "press-room.hero.primary", defaultMessage: "Contact our team" },
  secondary: { id: "press-room.hero.secondary", defaultMessage: "See features" },
}) satisfies IntroMessages;

export const { updated: pressRoomUpdated } = defineMessages({
  updated: { id: "press-room.updated", defaultMessage: "Last updated: {date}" },
});
