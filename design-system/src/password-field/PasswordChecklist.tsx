import { type ComponentProps, useId } from "react";
import { useMessages } from "../i18n/messages";
import { CircleCheckIcon, CircleXIcon } from "../icon/icons";
import { cn } from "../lib/cn";
import { checklistItemLabel, type PasswordChecklistItem } from "./checklist";
import { passwordFieldMessages } from "./intl/catalog.gen";
import { useRuleAnnouncement } from "./useRuleAnnouncement";

export interface PasswordChecklistProps extends ComponentProps<"div"> {
  /** The lines, in order: each rule and whether the password typed so far meets it. */
  items: readonly PasswordChecklistItem[];
}

/**
 * A password's rules as a checklist that follows the typing: each line has
 * an icon whose shape (check or cross) and name say met or not met, so
 * colour is never the only signal. Changes are announced politely, line by
 * line, from a live region outside the list. Which rules hold is the
 * caller's to say (`items`): the component checks nothing itself.
 */
export function PasswordChecklist({ items, className, id, ...props }: PasswordChecklistProps) {
  const t = useMessages(passwordFieldMessages);
  const titleId = useId();
  const announcement = useRuleAnnouncement(items, t);
  return (
    <div data-slot="password-checklist-root" className={cn("flex flex-col gap-1.5", className)}>
      <div id={id} data-slot="password-checklist" {...props}>
        <p id={titleId} data-slot="password-checklist-title" className="text-text-muted text-sm">
          {t("checklistTitle")}
        </p>
        <ul aria-labelledby={titleId} className="mt-1 flex flex-col gap-1">
          {items.map((item) => (
            <li
              key={item.id}
              data-slot="password-checklist-item"
              data-rule={item.id}
              data-met={item.met}
              className={cn(
                "flex items-start gap-2 text-sm",
                item.met ? "text-text" : "text-text-muted",
              )}
            >
              {item.met ? (
                <CircleCheckIcon
                  label={t("met")}
                  className="text-feedback-success mt-[0.15em] size-[1.1em]"
                />
              ) : (
                <CircleXIcon label={t("notMet")} className="mt-[0.15em] size-[1.1em]" />
              )}
              <span>{checklistItemLabel(item, t)}</span>
            </li>
          ))}
        </ul>
      </div>
      <p role="status" data-slot="password-checklist-status" className="sr-only">
        {announcement.text && <span key={announcement.serial}>{announcement.text}</span>}
      </p>
    </div>
  );
}
