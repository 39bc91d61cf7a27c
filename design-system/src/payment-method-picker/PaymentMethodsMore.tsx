import { type ReactNode, useEffect, useId, useState } from "react";
import { ChevronDownIcon } from "../icon/icons";
import { cn } from "../lib/cn";
import { PaymentMethodOption } from "./PaymentMethodOption";
import type { PaymentMethod } from "./PaymentMethodPicker";

/**
 * The methods fewer people use, behind a disclosure ("More ways to pay"), in
 * the same radio group as the others: once open, the arrow keys reach them
 * too. The chosen method is never hidden: while it is one of these, the fold
 * stays open and its button says it cannot close.
 */
export function PaymentMethodsMore({
  label,
  methods,
  chosen,
  disabled,
}: {
  label: ReactNode;
  methods: readonly PaymentMethod[];
  chosen: string | undefined;
  disabled?: boolean | undefined;
}) {
  const id = useId();
  const holdsChoice = methods.some((method) => method.value === chosen);
  const [open, setOpen] = useState(holdsChoice);
  // Once shown for the choice, it stays open when another method is chosen: nothing moves under the pointer.
  useEffect(() => {
    if (holdsChoice) setOpen(true);
  }, [holdsChoice]);
  const shown = open || holdsChoice;
  return (
    <>
      <button
        type="button"
        data-slot="payment-methods-more"
        aria-expanded={shown}
        aria-controls={id}
        aria-disabled={holdsChoice || undefined}
        disabled={disabled}
        onClick={() => {
          if (!holdsChoice) setOpen(!shown);
        }}
        className={cn(
          "group rounded-control text-text-link flex min-h-11 items-center gap-2 self-start px-1 text-base font-semibold",
          "focus-visible:outline-focus focus-visible:outline-2 focus-visible:outline-offset-2",
          !(holdsChoice || disabled) && "cursor-pointer hover:underline",
        )}
      >
        {label}
        <ChevronDownIcon className="ease-enter size-5 shrink-0 transition-transform duration-150 group-aria-expanded:rotate-180 motion-reduce:transition-none" />
      </button>
      <div
        id={id}
        data-slot="payment-methods-more-list"
        hidden={!shown}
        // Radix's hidden inputs stay in place here too (see PaymentMethodPicker).
        className={shown ? "grid gap-3 [&>input]:transform-none!" : "hidden"}
      >
        {methods.map((method) => (
          <PaymentMethodOption key={method.value} method={method} />
        ))}
      </div>
    </>
  );
}
