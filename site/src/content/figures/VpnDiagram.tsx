import type { ReactNode } from "react";
import { type MessageDescriptor, useIntl } from "react-intl";
import { useLayoutData } from "../../app/frame/useLayoutData";
import { vpnDiagramMessages as m } from "./vpn-diagram-messages";

// 24-unit line glyphs (the design system's icon style).
const PHONE = <rect x={6} y={2} width={12} height={20} rx={2} />;
const WIFI = (
  <path d="M2 9a15 15 0 0 1 20 0M5.5 12.5a10 10 0 0 1 13 0M9 16a5 5 0 0 1 6 0M12 20h.01" />
);
const BUILDING = <path d="M4 21V5l8-3 8 3v16M9 9h1M14 9h1M9 13h1M14 13h1M10 21v-4h4v4" />;
const SERVER = <path d="M3 4h18v6H3zM3 14h18v6H3zM7 7h.01M7 17h.01" />;
const GLOBE = (
  <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20M2 12h20M12 2c3 3 3 17 0 20M12 2c-3 3-3 17 0 20" />
);

interface Stop {
  label: MessageDescriptor;
  glyph: ReactNode;
}

const ROUTES: Record<"without" | "with", Stop[]> = {
  without: [
    { label: m.device, glyph: PHONE },
    { label: m.wifi, glyph: WIFI },
    { label: m.provider, glyph: BUILDING },
    { label: m.website, glyph: GLOBE },
  ],
  with: [
    { label: m.device, glyph: PHONE },
    { label: m.vpnServer, glyph: SERVER },
    { label: m.website, glyph: GLOBE },
  ],
};

const NODE_R = 30;

function Node({ cx, cy, glyph }: { cx: number; cy: number; glyph: ReactNode }) {
  return (
    <g>
      <circle
        cx={cx}
        cy={cy}
        r={NODE_R}
        className="fill-surface stroke-border-strong"
        strokeWidth={2}
      />
      <g
        transform={`translate(${cx - 12} ${cy - 12})`}
        className="stroke-text"
        fill="none"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {glyph}
      </g>
    </g>
  );
}

const LABEL = "fill-text text-[15px] font-semibold";
const NOTE_BAD = "fill-feedback-error-text text-[15px] font-semibold";
const NOTE = "fill-text-accent text-[15px] font-bold";

/**
 * The two diagrams of /what-is-vpn, drawn in token colours so each brand
 * restyles them, with labels from the page catalog. Wide screens get a row
 * that runs in the reading direction (x mirrored in Arabic, the text not);
 * phones get a column, so the labels keep a readable size at 360 px.
 */
export function VpnDiagram({ variant }: { variant: "without" | "with" }) {
  const intl = useIntl();
  const { dir } = useLayoutData();
  const withVpn = variant === "with";
  const stops = ROUTES[variant];
  const title = intl.formatMessage(withVpn ? m.withTitle : m.withoutTitle);
  const note = intl.formatMessage(withVpn ? m.tunnel : m.readable);

  // Row: 520 wide, evenly spaced stops.
  const width = 520;
  const rowY = 96;
  const step = (width - 120) / (stops.length - 1);
  const rowX = (index: number) => {
    const x = 60 + index * step;
    return dir === "rtl" ? width - x : x;
  };
  // Column: 300 wide, stops 96 apart, labels beside them on the reading side.
  const colWidth = 300;
  const colX = dir === "rtl" ? colWidth - 50 : 50;
  const colY = (index: number) => 50 + index * 96;
  const colHeight = colY(stops.length - 1) + 50;
  const labelX = dir === "rtl" ? colX - 48 : colX + 48;
  const labelAnchor = dir === "rtl" ? "end" : "start";

  return (
    <figure data-slot="vpn-diagram" className="bg-surface-sunken rounded-card my-8 p-4">
      <svg
        viewBox={`0 0 ${width} 176`}
        role="img"
        aria-label={title}
        className="hidden h-auto w-full sm:block"
      >
        {withVpn ? (
          <rect
            x={Math.min(rowX(0), rowX(1)) - NODE_R}
            y={rowY - 24}
            width={step + NODE_R * 2}
            height={48}
            rx={24}
            className="fill-accent-subtle stroke-accent"
            strokeWidth={2}
          />
        ) : null}
        <line
          x1={rowX(0)}
          y1={rowY}
          x2={rowX(stops.length - 1)}
          y2={rowY}
          className="stroke-border-strong"
          strokeWidth={2}
          strokeDasharray={withVpn ? undefined : "6 6"}
        />
        <text
          x={withVpn ? (rowX(0) + rowX(1)) / 2 : (rowX(1) + rowX(2)) / 2}
          y={rowY - 46}
          textAnchor="middle"
          className={withVpn ? NOTE : NOTE_BAD}
        >
          {note}
        </text>
        {stops.map((stop, index) => (
          <g key={stop.label.id as string}>
            <Node cx={rowX(index)} cy={rowY} glyph={stop.glyph} />
            <text x={rowX(index)} y={rowY + 56} textAnchor="middle" className={LABEL}>
              {intl.formatMessage(stop.label)}
            </text>
          </g>
        ))}
      </svg>
      <svg
        viewBox={`0 0 ${colWidth} ${colHeight + 30}`}
        role="img"
        aria-label={title}
        className="mx-auto block h-auto w-full max-w-xs sm:hidden"
      >
        {withVpn ? (
          <rect
            x={colX - 24}
            y={colY(0) - NODE_R}
            width={48}
            height={96 + NODE_R * 2}
            rx={24}
            className="fill-accent-subtle stroke-accent"
            strokeWidth={2}
          />
        ) : null}
        <line
          x1={colX}
          y1={colY(0)}
          x2={colX}
          y2={colY(stops.length - 1)}
          className="stroke-border-strong"
          strokeWidth={2}
          strokeDasharray={withVpn ? undefined : "6 6"}
        />
        {stops.map((stop, index) => (
          <g key={stop.label.id as string}>
            <Node cx={colX} cy={colY(index)} glyph={stop.glyph} />
            <text x={labelX} y={colY(index) + 5} textAnchor={labelAnchor} className={LABEL}>
              {intl.formatMessage(stop.label)}
            </text>
          </g>
        ))}
        <text
          x={labelX}
          y={withVpn ? colY(0) + 53 : colY(1) + 53}
          textAnchor={labelAnchor}
          className={withVpn ? NOTE : NOTE_BAD}
        >
          {note}
        </text>
      </svg>
      <figcaption className="text-text-muted mt-3 text-sm">
        <strong className="text-text block">{title}</strong>
        {intl.formatMessage(withVpn ? m.withCaption : m.withoutCaption)}
      </figcaption>
    </figure>
  );
}
