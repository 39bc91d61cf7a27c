/**
 * Small SVG illustrations drawn for the stories (DESIGN-LANGUAGE.md "Imagery
 * and icons": shield, globe, devices; no image from another origin). Colours
 * are token utilities (`fill-accent-bright`, `stroke-on-brand`), so every
 * brand repaints them. All are decorative: the text beside them says it.
 */
import type { ComponentProps } from "react";

type IllustrationProps = ComponentProps<"svg">;

/** A shield with a check inside two orbits: the hero's picture, for the brand band. */
export function ShieldIllustration(props: IllustrationProps) {
  return (
    <svg viewBox="0 0 400 400" width={400} height={400} fill="none" aria-hidden="true" {...props}>
      <circle
        cx="200"
        cy="200"
        r="180"
        className="stroke-on-brand-muted opacity-20"
        strokeWidth="2"
      />
      <circle
        cx="200"
        cy="200"
        r="140"
        className="stroke-accent-bright opacity-50"
        strokeWidth="2"
        strokeDasharray="6 10"
      />
      <path
        d="M200 80 290 116v72c0 62-38 108-90 132-52-24-90-70-90-132v-72Z"
        className="fill-surface-brand-end stroke-accent-bright"
        strokeWidth="6"
        strokeLinejoin="round"
      />
      <path
        d="m160 200 28 28 54-58"
        className="stroke-on-brand"
        strokeWidth="14"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="62" cy="150" r="10" className="fill-accent-bright" />
      <circle cx="338" cy="252" r="8" className="fill-accent-bright" />
      <circle cx="318" cy="96" r="6" className="fill-on-brand-muted" />
      <circle cx="96" cy="300" r="6" className="fill-on-brand-muted" />
    </svg>
  );
}

/** A globe with server pins: for server locations, on the brand band or on light. */
export function GlobeIllustration({
  tone = "brand",
  ...props
}: IllustrationProps & { tone?: "brand" | "light" }) {
  const line = tone === "brand" ? "stroke-on-brand-muted" : "stroke-border-strong";
  const pin = tone === "brand" ? "fill-accent-bright" : "fill-accent";
  return (
    <svg viewBox="0 0 400 400" width={400} height={400} fill="none" aria-hidden="true" {...props}>
      <circle cx="200" cy="200" r="150" className={line} strokeWidth="4" />
      <ellipse cx="200" cy="200" rx="70" ry="150" className={line} strokeWidth="3" />
      <path d="M50 200h300M72 125h256M72 275h256" className={line} strokeWidth="3" />
      {[
        [150, 130],
        [236, 160],
        [280, 236],
        [128, 250],
        [204, 300],
      ].map(([cx, cy]) => (
        <g key={`${cx}-${cy}`}>
          <circle cx={cx} cy={cy} r="16" className={`${pin} opacity-25`} />
          <circle cx={cx} cy={cy} r="7" className={pin} />
        </g>
      ))}
    </svg>
  );
}

/** A laptop and a phone, both protected: "one subscription, every device". */
export function DevicesIllustration(props: IllustrationProps) {
  return (
    <svg viewBox="0 0 400 300" width={400} height={300} fill="none" aria-hidden="true" {...props}>
      <rect
        x="40"
        y="50"
        width="250"
        height="160"
        rx="12"
        className="fill-surface-brand-end stroke-on-brand-muted"
        strokeWidth="4"
      />
      <path d="M20 224h290l-14 22H34Z" className="fill-on-brand-muted" />
      <path
        d="M165 90 205 106v30c0 26-16 45-40 56-24-11-40-30-40-56v-30Z"
        className="stroke-accent-bright"
        strokeWidth="6"
        strokeLinejoin="round"
      />
      <rect
        x="280"
        y="110"
        width="90"
        height="160"
        rx="16"
        className="fill-surface-brand stroke-on-brand-muted"
        strokeWidth="4"
      />
      <path
        d="m305 190 14 14 28-30"
        className="stroke-accent-bright"
        strokeWidth="8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Blog thumbnails at 16:9 with explicit width and height, on light surfaces. */
export function WifiThumbnail(props: IllustrationProps) {
  return (
    <svg viewBox="0 0 640 360" width={640} height={360} aria-hidden="true" {...props}>
      <rect width="640" height="360" className="fill-accent-subtle" />
      <g fill="none" className="stroke-text-accent" strokeWidth="18" strokeLinecap="round">
        <path d="M200 170a170 170 0 0 1 240 0" />
        <path d="M245 215a106 106 0 0 1 150 0" />
      </g>
      <circle cx="320" cy="262" r="18" className="fill-text-accent" />
    </svg>
  );
}

export function StreamingThumbnail(props: IllustrationProps) {
  return (
    <svg viewBox="0 0 640 360" width={640} height={360} aria-hidden="true" {...props}>
      <rect width="640" height="360" className="fill-surface-brand" />
      <rect
        x="170"
        y="70"
        width="300"
        height="190"
        rx="14"
        className="fill-surface-brand-end stroke-on-brand-muted"
        strokeWidth="6"
      />
      <path d="M295 125v80l68-40Z" className="fill-accent-bright" />
      <path
        d="M250 300h140"
        className="stroke-on-brand-muted"
        strokeWidth="10"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function PasswordThumbnail(props: IllustrationProps) {
  return (
    <svg viewBox="0 0 640 360" width={640} height={360} aria-hidden="true" {...props}>
      <rect width="640" height="360" className="fill-surface-sunken" />
      <rect x="220" y="150" width="200" height="140" rx="18" className="fill-text-accent" />
      <path
        d="M260 150v-30a60 60 0 0 1 120 0v30"
        fill="none"
        className="stroke-text-accent"
        strokeWidth="18"
      />
      <circle cx="320" cy="212" r="16" className="fill-surface" />
      <path d="M320 222v30" className="stroke-surface" strokeWidth="12" strokeLinecap="round" />
    </svg>
  );
}
