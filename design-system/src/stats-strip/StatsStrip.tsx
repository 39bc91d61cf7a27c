import { cn } from "../lib/cn";

export interface Stat {
  id: string;
  /** The figure, formatted in the reader's locale ("2,400"). */
  value: string;
  /** What it counts ("servers"). */
  label: string;
}

export interface StatsStripProps {
  stats: readonly Stat[];
  className?: string;
}

/** Key figures in a row that wraps: big number, short label under it. Read as a list. */
export function StatsStrip({ stats, className }: StatsStripProps) {
  return (
    <ul
      data-slot="stats-strip"
      className={cn("m-0 grid list-none grid-cols-3 gap-4 p-0 sm:gap-8", className)}
    >
      {stats.map((stat) => (
        <li key={stat.id} className="flex min-w-0 flex-col gap-1">
          <span className="font-display text-text text-3xl leading-none font-extrabold md:text-5xl">
            {stat.value}
          </span>
          <span className="text-text-muted text-sm md:text-base">{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}
