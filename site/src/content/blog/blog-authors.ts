import { defineMessages, type MessageDescriptor } from "react-intl";

/**
 * The blog's authors (front matter `author: mira`). A name is the same in
 * every language; the role is translated (`blog` catalog).
 */
export const BLOG_AUTHORS = {
  mira: { name: "Mira Okafor" },
  tomas: { name: "Tomás Lindqvist" },
  editorial: { name: "mVPN" },
} as const satisfies Record<string, { name: string }>;
export type BlogAuthor = keyof typeof BLOG_AUTHORS;
export const BLOG_AUTHOR_IDS = Object.keys(BLOG_AUTHORS) as BlogAuthor[];

export const blogAuthorRoles = defineMessages({
  mira: { id: "blog.authors.mira.role", defaultMessage: "Privacy researcher" },
  tomas: { id: "blog.authors.tomas.role", defaultMessage: "Network engineer" },
  editorial: { id: "blog.authors.editorial.role", defaultMessage: "Editorial team" },
}) satisfies Record<BlogAuthor, MessageDescriptor>;
