import type { ReactNode } from "react";

export type StepArtKind =
  | "download"
  | "run"
  | "drag"
  | "allow"
  | "store"
  | "install"
  | "pin"
  | "tv"
  | "search"
  | "login"
  | "connect"
  | "tv-login"
  | "tv-connect";

interface Box {
  x: string;
  y: string;
  width: string;
  height: string;
  rx: string;
}

// The outlined boxes every picture is made of: a device's body, an input
// field, a sunken well (a QR code's). Token colours only, so every brand draws them.
const OUTLINE = {
  body: "fill-surface-raised stroke-border-strong",
  field: "fill-surface-sunken stroke-border",
  well: "fill-surface-sunken stroke-border-strong",
} as const;

const Outlined = ({ tone, ...box }: Box & { tone: keyof typeof OUTLINE }) => (
  <rect {...box} className={OUTLINE[tone]} strokeWidth="2" />
);

/** A line of text: the first of a block drawn stronger. */
const TextLine = ({ x, y, width, strong }: Pick<Box, "x" | "y" | "width"> & { strong?: true }) => (
  <rect
    x={x}
    y={y}
    width={width}
    height="6"
    rx="3"
    className={strong ? "fill-border-strong" : "fill-border"}
  />
);

/** A round-ended button. */
const Pill = ({ x, y, width }: Pick<Box, "x" | "y" | "width">) => (
  <rect x={x} y={y} width={width} height="14" rx="7" className="fill-accent" />
);

/** An arrow or a tick, drawn with one accent stroke. */
const Stroke = ({ d, width }: { d: string; width: string }) => (
  <path
    d={d}
    className="stroke-accent"
    strokeWidth={width}
    fill="none"
    strokeLinecap="round"
    strokeLinejoin="round"
  />
);

/** The app's connect button: a power sign on two rings, centred at (80, cy). */
const Power = ({ cy, rings, d }: { cy: string; rings: [string, string]; d: string }) => (
  <>
    <circle cx="80" cy={cy} r={rings[0]} className="fill-accent-subtle" />
    <circle cx="80" cy={cy} r={rings[1]} className="fill-accent" />
    <path
      d={d}
      className="stroke-surface-raised"
      strokeWidth="3"
      fill="none"
      strokeLinecap="round"
    />
  </>
);

// The frames: a window on a computer, a phone, a TV.
const Window = ({ children }: { children: ReactNode }) => (
  <>
    <Outlined tone="body" x="12" y="10" width="136" height="100" rx="10" />
    <path d="M12 30h136" className="stroke-border-strong" strokeWidth="2" />
    <circle cx="26" cy="20" r="3" className="fill-border-strong" />
    <circle cx="36" cy="20" r="3" className="fill-border-strong" />
    {children}
  </>
);

const Phone = ({ children }: { children: ReactNode }) => (
  <>
    <Outlined tone="body" x="50" y="6" width="60" height="108" rx="12" />
    {children}
  </>
);

const Tv = ({ children }: { children: ReactNode }) => (
  <>
    <Outlined tone="body" x="10" y="10" width="140" height="86" rx="8" />
    <path
      d="M60 108h40M80 96v12"
      className="stroke-border-strong"
      strokeWidth="3"
      strokeLinecap="round"
    />
    {children}
  </>
);

const ART: Record<StepArtKind, ReactNode> = {
  download: (
    <Window>
      <Stroke d="M80 42v36m-14-14 14 14 14-14" width="6" />
      <path d="M56 92h48" className="stroke-accent" strokeWidth="6" strokeLinecap="round" />
    </Window>
  ),
  run: (
    <Window>
      <Outlined tone="field" x="38" y="44" width="84" height="54" rx="6" />
      <TextLine x="48" y="54" width="48" strong />
      <TextLine x="48" y="66" width="34" />
      <rect x="86" y="80" width="28" height="12" rx="4" className="fill-accent" />
    </Window>
  ),
  drag: (
    <Window>
      <rect x="30" y="50" width="34" height="34" rx="8" className="fill-accent" />
      <Stroke d="M72 67h22m-8-8 8 8-8 8" width="4" />
      <path
        d="M102 52h10l4 6h16v30h-30z"
        className="fill-accent-subtle stroke-border-strong"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </Window>
  ),
  allow: (
    <Window>
      <path
        d="M80 42l24 8v18c0 16-10 24-24 30-14-6-24-14-24-30V50z"
        className="fill-accent-subtle stroke-accent"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <Stroke d="M70 70l8 8 14-16" width="5" />
    </Window>
  ),
  store: (
    <Phone>
      <path d="M66 48h28l-3 30H69z" className="fill-accent" strokeLinejoin="round" />
      <path d="M72 48c0-10 16-10 16 0" className="stroke-accent" strokeWidth="4" fill="none" />
      <TextLine x="64" y="88" width="32" />
    </Phone>
  ),
  install: (
    <Phone>
      <rect x="62" y="24" width="22" height="22" rx="6" className="fill-accent" />
      <TextLine x="62" y="54" width="36" strong />
      <TextLine x="62" y="66" width="28" />
      <Pill x="62" y="84" width="36" />
    </Phone>
  ),
  pin: (
    <Window>
      <Outlined tone="field" x="24" y="38" width="82" height="12" rx="6" />
      <path d="M118 38h8a4 4 0 0 1 0 8h-2v6h-8v-6h-2a4 4 0 0 1 0-8z" className="fill-accent" />
      <Outlined tone="field" x="64" y="60" width="72" height="40" rx="6" />
      <rect x="72" y="70" width="12" height="12" rx="3" className="fill-accent" />
      <TextLine x="90" y="73" width="36" strong />
    </Window>
  ),
  tv: (
    <Tv>
      <rect x="24" y="26" width="30" height="24" rx="5" className="fill-accent" />
      <rect x="62" y="26" width="30" height="24" rx="5" className="fill-accent-subtle" />
      <rect x="100" y="26" width="30" height="24" rx="5" className="fill-accent-subtle" />
      <rect x="24" y="60" width="106" height="8" rx="4" className="fill-border" />
    </Tv>
  ),
  search: (
    <Tv>
      <Outlined tone="field" x="26" y="24" width="108" height="18" rx="9" />
      <circle cx="40" cy="33" r="5" className="stroke-accent" strokeWidth="3" fill="none" />
      <rect x="26" y="52" width="24" height="24" rx="6" className="fill-accent" />
      <TextLine x="58" y="56" width="50" strong />
      <TextLine x="58" y="68" width="30" />
    </Tv>
  ),
  "tv-login": (
    <Tv>
      <Outlined tone="field" x="30" y="24" width="60" height="10" rx="4" />
      <Outlined tone="field" x="30" y="42" width="60" height="10" rx="4" />
      <Pill x="30" y="62" width="60" />
      <Outlined tone="well" x="104" y="28" width="32" height="32" rx="4" />
      <path
        d="M110 34h8v8h-8zM122 46h8v8h-8zM110 50h4v4h-4zM126 34h4v4h-4z"
        className="fill-border-strong"
      />
    </Tv>
  ),
  "tv-connect": (
    <Tv>
      <Power cy="52" rings={["24", "15"]} d="M80 44v8m-6-5a8.5 8.5 0 1 0 12 0" />
    </Tv>
  ),
  login: (
    <Window>
      <Outlined tone="field" x="36" y="42" width="88" height="12" rx="4" />
      <Outlined tone="field" x="36" y="62" width="88" height="12" rx="4" />
      <Pill x="36" y="84" width="88" />
    </Window>
  ),
  connect: (
    <Window>
      <Power cy="70" rings={["28", "18"]} d="M80 60v10m-7-6a10 10 0 1 0 14 0" />
    </Window>
  ),
};

/** A step's picture: simple, in the brand's token colours, drawn the same in both directions. */
export function StepArt({ kind }: { kind: StepArtKind }) {
  return (
    <svg
      viewBox="0 0 160 120"
      className="h-full max-h-36 w-auto"
      focusable="false"
      aria-hidden="true"
    >
      {ART[kind]}
    </svg>
  );
}
