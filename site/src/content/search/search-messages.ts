import type { MessageDescriptor } from "react-intl";

/**
 * The words of a site search, each collection in its own catalog (the blog's
 * `blog.search.*`, the help centre's `help.search.*`): the component is one,
 * the labels say what is searched.
 */
export interface SearchMessages {
  label: MessageDescriptor;
  placeholder: MessageDescriptor;
  submit: MessageDescriptor;
  /** A line under the box; the help centre's form has none. */
  hint?: MessageDescriptor;
  loading: MessageDescriptor;
  failed: MessageDescriptor;
  /** `{count}` hits for `{query}`. */
  results: MessageDescriptor;
  /** No hit for `{query}`. */
  emptyTitle: MessageDescriptor;
  emptyBody: MessageDescriptor;
}
