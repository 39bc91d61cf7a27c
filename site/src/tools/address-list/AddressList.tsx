import { type AddressColumn, type AddressRow, AddressTable, cn } from "@mvpn/design-system";
import { type ReactNode, useId } from "react";
import { CopyButton } from "./CopyButton";
import { MiddleEllipsis } from "./MiddleEllipsis";

export interface AddressListRow extends AddressRow {
  /** The address as text: shortened in the middle on a card, and what the copy button copies. */
  address: string;
}

export interface AddressListProps {
  caption: ReactNode;
  /** The first column is the address: a card's title; the others become its facts. */
  columns: readonly AddressColumn[];
  rows: readonly AddressListRow[];
  copy: { label: string; copied: string; failed: string };
}

/**
 * A tool's addresses (issue #38): one card per address on a phone, where four
 * columns would squeeze into 330 px and a `.local` name wrap into a seven-line
 * stack, and the table on wider screens. Both are in the HTML and CSS picks
 * one, so the server's page is already right and nothing shifts.
 */
export function AddressList({ caption, columns, rows, copy }: AddressListProps) {
  const captionId = useId();
  const [addressColumn, ...facts] = columns;
  return (
    <>
      <AddressTable className="hidden md:table" caption={caption} columns={columns} rows={rows} />
      <div data-slot="address-cards" className="flex flex-col gap-3 md:hidden">
        <h3 id={captionId} className="text-text m-0 text-base font-semibold">
          {caption}
        </h3>
        <ul aria-labelledby={captionId} className="m-0 flex list-none flex-col gap-3 p-0">
          {rows.map((row) => (
            <AddressCard
              key={row.id}
              row={row}
              addressHeader={addressColumn?.header}
              facts={facts}
              copy={copy}
            />
          ))}
        </ul>
      </div>
    </>
  );
}

function AddressCard({
  row,
  addressHeader,
  facts,
  copy,
}: {
  row: AddressListRow;
  addressHeader: ReactNode;
  facts: readonly AddressColumn[];
  copy: AddressListProps["copy"];
}) {
  const valueId = useId();
  return (
    <li
      data-slot="address-card"
      data-highlight={row.highlight || undefined}
      className={cn(
        "rounded-card border-border bg-surface border border-s-4 p-4 text-sm",
        row.highlight && "border-s-feedback-error bg-feedback-error-surface",
      )}
    >
      <dl className="m-0 flex flex-col gap-2">
        <div className="flex min-w-0 flex-col">
          <dt className="text-text-muted">{addressHeader}</dt>
          <dd className="text-text m-0 flex min-w-0 items-center gap-1 font-mono font-semibold">
            <MiddleEllipsis id={valueId} value={row.address} className="flex-1" />
            <CopyButton value={row.address} describedBy={valueId} {...copy} />
          </dd>
        </div>
        {facts.map((column) => (
          <div key={column.id} className="grid grid-cols-2 gap-x-3">
            <dt className="text-text-muted">{column.header}</dt>
            <dd className="text-text m-0">{row.cells[column.id]}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
