import type { Messages } from "../i18n/catalog";
import type { PasswordFieldMessageValues } from "./intl/catalog.gen";

/**
 * One line of a password checklist: a rule of the caller's and whether the
 * value typed so far meets it. The component computes no rule: the mVPN site
 * passes SPEC.md §5's (`passwordChecklist` of @mvpn/contract/validation), a
 * sibling brand its own.
 */
export interface PasswordChecklistItem {
  /**
   * The rule. `length`, `lowercase`, `uppercase` and `symbol` come with words
   * in every language (SPEC.md §5's lines); any other id needs a `label`.
   */
  id: string;
  /** The words of the line; overrides the translated ones of a known id. */
  label?: string;
  met: boolean;
}

/** The ids the component has words for. */
export const CHECKLIST_RULE_MESSAGES = {
  length: "ruleLength",
  lowercase: "ruleLowercase",
  uppercase: "ruleUppercase",
  symbol: "ruleSymbol",
} as const satisfies Record<string, keyof PasswordFieldMessageValues>;

/** The words of a line: its label, else the translated words of its id, else the id. */
export function checklistItemLabel(
  item: PasswordChecklistItem,
  t: Messages<PasswordFieldMessageValues>,
): string {
  if (item.label !== undefined) return item.label;
  const key = Object.hasOwn(CHECKLIST_RULE_MESSAGES, item.id)
    ? CHECKLIST_RULE_MESSAGES[item.id as keyof typeof CHECKLIST_RULE_MESSAGES]
    : undefined;
  return key === undefined ? item.id : t(key);
}
