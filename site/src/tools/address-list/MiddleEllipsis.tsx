import { cn } from "@mvpn/design-system";

export interface MiddleEllipsisProps {
  value: string;
  /** How many closing characters always show: a `.local` name keeps its last hex digits and suffix. */
  keepEnd?: number;
  id?: string;
  className?: string;
}

/**
 * A long value (an mDNS host name, an IPv6 address) shortened in the middle
 * when it does not fit: the start is cut with an ellipsis, the end always
 * shows. CSS does the cutting, so the value is whole wherever there is room
 * and nothing is measured in JavaScript. Screen readers get the whole value;
 * pointers get it in the tooltip. Left to right and isolated, so an Arabic
 * page does not reorder it.
 */
export function MiddleEllipsis({ value, keepEnd = 12, id, className }: MiddleEllipsisProps) {
  const cut = Math.max(0, value.length - keepEnd);
  return (
    <span
      data-slot="middle-ellipsis"
      dir="ltr"
      title={value}
      className={cn("flex min-w-0 whitespace-nowrap", className)}
    >
      <span aria-hidden="true" className="min-w-0 truncate">
        {value.slice(0, cut)}
      </span>
      <span aria-hidden="true" className="shrink-0">
        {value.slice(cut)}
      </span>
      <span id={id} className="sr-only">
        {value}
      </span>
    </span>
  );
}
