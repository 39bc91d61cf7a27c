import { useEffect, useRef, useState } from "react";
import type { Messages } from "../i18n/catalog";
import { checklistItemLabel, type PasswordChecklistItem } from "./checklist";
import type { PasswordFieldMessageValues } from "./intl/catalog.gen";

export interface Announcement {
  text: string;
  /** Changes with every announcement, so the same words twice are still a change. */
  serial: number;
}

/**
 * What a polite live region should say when rules flip between met and not
 * met: only the lines that changed ("A symbol: met"), not the whole list on
 * every key press. Nothing is said on the first render.
 */
export function useRuleAnnouncement(
  items: readonly PasswordChecklistItem[],
  t: Messages<PasswordFieldMessageValues>,
): Announcement {
  const previous = useRef(items);
  const [announcement, setAnnouncement] = useState<Announcement>({ text: "", serial: 0 });
  const signature = items.map((item) => `${item.id}:${item.met ? "1" : "0"}`).join(",");

  // biome-ignore lint/correctness/useExhaustiveDependencies: the signature stands for the items' states.
  useEffect(() => {
    const before = previous.current;
    previous.current = items;
    const changed = items.filter(
      (item) => before.find((earlier) => earlier.id === item.id)?.met !== item.met,
    );
    if (changed.length === 0) return;
    const text = changed
      .map((item) =>
        t("ruleStatus", {
          rule: checklistItemLabel(item, t),
          state: item.met ? t("met") : t("notMet"),
        }),
      )
      .join(". ");
    setAnnouncement((current) => ({ text, serial: current.serial + 1 }));
  }, [signature]);

  return announcement;
}
