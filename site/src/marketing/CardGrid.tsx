import type { ReactNode } from "react";

/**
 * A list of link cards (server regions, use cases): one column on a phone,
 * two from `sm`, three from `lg`. A card may shrink below its content's
 * width, so a long city list wraps instead of widening the grid.
 */
export function CardGrid<Key extends string>({
  items,
  renderCard,
}: {
  items: readonly Key[];
  renderCard: (item: Key) => ReactNode;
}) {
  return (
    <ul className="m-0 grid list-none grid-cols-1 gap-4 p-0 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item} className="min-w-0">
          {renderCard(item)}
        </li>
      ))}
    </ul>
  );
}
