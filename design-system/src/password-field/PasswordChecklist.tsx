import { type ComponentProps, useId } from "react";
import { useMessages } from "../i18n/messages";
import { CircleCheckIcon, CircleXIcon } from "../icon/icons";
import { cn } from "../lib/cn";
import { passwordChecks } from "../validation/password";
import { checklistItems } from "./checklistItems";
import { passwordFieldMessages } from "./intl/catalog.gen";
import { useRuleAnnouncement } from "./useRuleAnnouncement";

export interface PasswordChecklistProps extends ComponentProps<"div"> {
  /** The password typed so far. */
  value: string;
}

/**
 * The rules of SPEC.md §5 as a checklist that follows the typing: each line
 * has an icon whose shape (check or cross) and name say met or not met, so
 * colour is never the only signal. Changes are announced politely, line by
 * line, from a live region outside the list.
 */
export function PasswordChecklist({ value, className, id, ...props }: PasswordChecklistProps) {
  const t = useMessages(passwordFieldMessages);
  const titleId = useId();
  const items = checklistItems(passwordChecks(value));
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
              key={item.key}
              data-slot="password-checklist-item"
              data-rule={item.key}
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
              <span>{t(item.key)}</span>
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
