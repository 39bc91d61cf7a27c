import { defineMessages, type MessageDescriptor } from "react-intl";
import type { BlogCategory } from "../routing/site-pages";

export const blogNavMessages = defineMessages({
  label: { id: "blog.nav.label", defaultMessage: "Blog categories" },
  all: { id: "blog.nav.all", defaultMessage: "All articles" },
  privacy: { id: "blog.nav.privacy", defaultMessage: "Privacy" },
  security: { id: "blog.nav.security", defaultMessage: "Security" },
  streaming: { id: "blog.nav.streaming", defaultMessage: "Streaming" },
  guides: { id: "blog.nav.guides", defaultMessage: "Guides" },
  news: { id: "blog.nav.news", defaultMessage: "News" },
}) satisfies Record<"label" | "all" | BlogCategory, MessageDescriptor>;
