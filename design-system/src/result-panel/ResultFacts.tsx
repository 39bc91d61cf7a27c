import type { ComponentProps, ReactNode } from "react";
import { cn } from "../lib/cn";

export interface ResultFact {
  /** Stable key (e.g. "ip", "country"). */
  id: string;
  label: ReactNode;
  value: ReactNode;
  /** Addresses and codes: a monospace face, wrapped anywhere when needed so a long IPv6 address never overflows. */
  mono?: boolean;
}

export interface ResultFactsProps extends Omit<ComponentProps<"dl">, "children"> {
  facts: readonly ResultFact[];
  /** Placeholder bars in place of the values, one per fact, keeping the layout of the result. */
  loading?: boolean;
}

/** Label–value pairs of a tool's result ("IP address: 203.0.113.9"), a description list. */
export function ResultFacts({ facts, loading = false, className, ...props }: ResultFactsProps) {
  return (
    <dl
      data-slot="result-facts"
      className={cn("m-0 grid gap-x-6 gap-y-4 sm:grid-cols-2", className)}
      {...props}
    >
      {facts.map((fact) => (
        <div
          key={fact.id}
          data-slot="result-fact"
          className="border-border flex min-w-0 flex-col gap-1 border-b pb-3"
        >
          <dt className="text-text-muted text-sm font-medium">{fact.label}</dt>
          <dd
            className={cn(
              "text-text m-0 min-h-7 text-lg font-semibold",
              fact.mono && "font-mono [overflow-wrap:anywhere]",
            )}
          >
            {loading ? (
              <span
                aria-hidden="true"
                className="bg-surface-sunken rounded-control block h-7 w-40 max-w-full motion-safe:animate-pulse"
              />
            ) : (
              fact.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
