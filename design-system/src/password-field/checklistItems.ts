import type { PasswordChecks } from "../validation/password";

export type ChecklistItemKey = "ruleLength" | "ruleLowercase" | "ruleUppercase" | "ruleSymbol";

export interface ChecklistItem {
  key: ChecklistItemKey;
  met: boolean;
}

/**
 * The four lines a person reads (SPEC.md §5): length and "printable" are one
 * line, "8–20 characters with no spaces or accented letters", because both are
 * about which characters count.
 */
export function checklistItems(checks: PasswordChecks): ChecklistItem[] {
  return [
    { key: "ruleLength", met: checks.length && checks.printable },
    { key: "ruleLowercase", met: checks.lowercase },
    { key: "ruleUppercase", met: checks.uppercase },
    { key: "ruleSymbol", met: checks.symbol },
  ];
}
