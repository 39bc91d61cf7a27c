import { cva } from "class-variance-authority";
import type { ComponentProps, ReactNode } from "react";
import { CloseIcon, GlobeIcon, MinusIcon, ShieldCheckIcon } from "../icon/icons";
import { cn } from "../lib/cn";
import { useLocale } from "../locale/LocaleProvider";
import type { Platform } from "../platform/platforms";

/** The device a platform's app is drawn in. */
export type AppScreenFrame = "desktop" | "phone" | "popup" | "tv";

/** Which frame each platform of `PLATFORMS` is drawn in. */
export const APP_SCREEN_FRAME = {
  windows: "desktop",
  macos: "desktop",
  ios: "phone",
  android: "phone",
  chrome: "popup",
  "android-tv": "tv",
  "apple-tv": "tv",
  "lg-tv": "tv",
  "samsung-tv": "tv",
} as const satisfies Record<Platform, AppScreenFrame>;

/** The words on the app's screen, in the page's language (the caller's catalogs). */
export interface AppScreenLabels {
  /** The app's name in its title bar (the brand's, not translated): "mVPN". */
  appName: string;
  /** The state under the big control: "Connected". */
  status: string;
  /** One line under it: "Your connection is encrypted". */
  detail: string;
  /** The chosen server's city, in the page's language ("Frankfurt", "فرانكفورت"). */
  city: string;
  /** The server's country, in the page's language. */
  country: string;
  /** "IP address". */
  ipLabel: string;
  /** The visible IP address: illustrative, kept left to right in every language. */
  ip: string;
  /** "Time connected". */
  durationLabel: string;
  /** The session's length as the app shows it ("01:24:36"), left to right in every language. */
  duration: string;
}

/**
 * The drawing fills its container's width up to its frame's maximum, at a
 * fixed aspect ratio; to make it smaller, size a wrapper (a width class here
 * would conflict with the root's, which `cn` does not resolve).
 */
export interface AppScreenProps extends Omit<ComponentProps<"div">, "children" | "role"> {
  platform: Platform;
  labels: AppScreenLabels;
  /** URL of the server country's flag, as `ServerLocationCard`'s `flagSrc` takes it; a globe without it. */
  flagSrc?: string;
  /**
   * Names the drawing for screen readers ("The mVPN app for Windows, connected
   * to Frankfurt"): it becomes one image. Without it the drawing is decoration
   * beside words that say the same, hidden from them.
   */
  label?: string;
}

// Sizes follow the drawing's width (container query units, against the
// root, which is the container: an element's own units would read its
// parent's) so it keeps its proportions at any width: a fixed aspect ratio
// reserves its box before anything loads, and the words inside scale with it
// like an illustration's.
const rootVariants = cva("@container w-full", {
  variants: {
    frame: { desktop: "max-w-md", phone: "max-w-56", popup: "max-w-md", tv: "max-w-md" },
  },
});

const frameVariants = cva("text-text shadow-high relative flex flex-col overflow-hidden", {
  variants: {
    frame: {
      desktop:
        "bg-surface border-border aspect-[16/10] rounded-[1.5cqi] border text-[length:2.6cqi]",
      phone:
        "bg-surface border-surface-inverse aspect-[9/18] rounded-[12cqi] border-[2.5cqi] text-[length:5cqi]",
      popup:
        "bg-surface-sunken border-border aspect-[4/3] rounded-[1.5cqi] border text-[length:2.6cqi]",
      tv: "bg-surface border-surface-inverse aspect-[16/9] rounded-[1cqi] border-[1.5cqi] text-[length:2.4cqi]",
    },
  },
});

/**
 * The mVPN app's main screen, connected, inside the frame of the platform
 * it runs on: a desktop window (Windows, macOS), a phone (iOS, Android), the
 * browser extension's popup (Chrome) or a TV. Pure HTML and CSS on tokens,
 * static, about thirty elements: it costs a page no script and almost no
 * hydration work, and its box never changes size (fixed aspect ratio).
 *
 * Right to left: the app's own screen follows the page's direction, as the
 * real apps do in Arabic. So does the device's chrome, each OS's convention:
 * Windows mirrors a window's title bar in right-to-left languages (the
 * buttons move to the left), macOS moves the window buttons to the right,
 * Android, iOS and Android TV mirror their system bars, and Chrome its
 * toolbar (the extension's button and its popup at the left). The only
 * things that keep their order are the IP address and the time.
 */
export function AppScreen({
  platform,
  labels,
  flagSrc,
  label,
  className,
  ...props
}: AppScreenProps) {
  const { dir } = useLocale();
  const frame = APP_SCREEN_FRAME[platform];
  const app = (
    <AppScreenApp labels={labels} flagSrc={flagSrc} split={frame === "desktop" || frame === "tv"} />
  );
  // One image named by the caller, or decoration hidden from screen readers.
  const a11y = label ? { role: "img", "aria-label": label } : { "aria-hidden": true };
  return (
    <div
      data-slot="app-screen"
      data-platform={platform}
      data-frame={frame}
      dir={dir}
      {...a11y}
      className={cn(rootVariants({ frame }), className)}
      {...props}
    >
      <div data-slot="app-screen-frame" className={frameVariants({ frame })}>
        {frame === "desktop" ? <TitleBar mac={platform === "macos"} name={labels.appName} /> : null}
        {frame === "phone" ? (
          // The iPhone's Dynamic Island, or an Android phone's punch-hole camera.
          <span
            data-slot="app-screen-camera"
            className={cn(
              "bg-surface-inverse mx-auto mt-[3cqi] h-[7cqi] shrink-0 rounded-full",
              platform === "ios" ? "w-[30cqi]" : "w-[7cqi]",
            )}
          />
        ) : null}
        {frame === "popup" ? <BrowserPopup>{app}</BrowserPopup> : app}
        {frame === "phone" ? (
          // The home indicator (iOS) and the gesture bar (Android): the same pill.
          <span
            data-slot="app-screen-home-indicator"
            className="bg-surface-inverse mx-auto mb-[3cqi] h-[1.5cqi] w-[35cqi] shrink-0 rounded-full"
          />
        ) : null}
      </div>
    </div>
  );
}

function AppScreenApp({
  labels,
  flagSrc,
  split,
}: {
  labels: AppScreenLabels;
  flagSrc: string | undefined;
  /** Landscape (desktop, TV): the control beside the details; portrait: one column. */
  split: boolean;
}) {
  return (
    <div
      data-slot="app-screen-app"
      className={cn(
        "grid min-h-0 flex-1 content-center items-center gap-[1.5em] p-[1.5em] leading-tight",
        split && "grid-cols-2",
      )}
    >
      <div className="flex flex-col items-center gap-[0.5em] text-center">
        {/* The connect / disconnect control, on: the accent with a halo. */}
        <span
          data-slot="app-screen-control"
          className="bg-accent text-on-accent ring-accent-subtle mb-[0.75em] flex size-[6em] items-center justify-center rounded-full ring-[0.75em]"
        >
          <ShieldCheckIcon className="size-1/2" />
        </span>
        <span
          data-slot="app-screen-status"
          className="text-text-accent font-bold text-[length:1.5em]"
        >
          {labels.status}
        </span>
        <span data-slot="app-screen-detail" className="text-text-muted">
          {labels.detail}
        </span>
      </div>
      <div className="flex flex-col gap-[0.75em]">
        <span
          data-slot="app-screen-location"
          className="bg-surface-raised border-border flex items-center gap-[0.75em] rounded-[0.5em] border p-[0.75em] text-start"
        >
          {flagSrc ? (
            <img
              src={flagSrc}
              alt=""
              width={40}
              height={30}
              className="h-[1.5em] w-[2em] rounded-[0.15em]"
            />
          ) : (
            <GlobeIcon className="size-[1.5em]" />
          )}
          <span className="flex min-w-0 flex-col">
            <span className="truncate font-semibold">{labels.city}</span>
            <span className="text-text-muted truncate text-[length:0.85em]">{labels.country}</span>
          </span>
        </span>
        <span data-slot="app-screen-figures" className="grid grid-cols-2 gap-[0.75em] text-start">
          <Figure label={labels.ipLabel} value={labels.ip} />
          <Figure label={labels.durationLabel} value={labels.duration} />
        </span>
      </div>
    </div>
  );
}

/** A label over a value that reads left to right in every language (an IP address, a time). */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <span className="flex min-w-0 flex-col">
      <span className="text-text-muted truncate text-[length:0.85em]">{label}</span>
      {/* The line takes the page's direction (it starts where the label does); the value inside reads left to right. */}
      <span className="truncate font-semibold tabular-nums">
        <bdi dir="ltr">{value}</bdi>
      </span>
    </span>
  );
}

/**
 * A window's title bar. Windows: the app's name at the start, minimise,
 * maximise and close at the end. macOS: close, minimise and zoom at the
 * start. Both follow the page's direction (see AppScreen).
 */
function TitleBar({ mac, name }: { mac: boolean; name: string }) {
  return (
    <span
      data-slot="app-screen-title-bar"
      className="bg-surface-sunken border-border flex h-[2.5em] shrink-0 items-center gap-[0.75em] border-b px-[1em] font-semibold"
    >
      {mac ? (
        <>
          <span className="bg-feedback-error size-[0.9em] rounded-full" />
          <span className="bg-feedback-warn size-[0.9em] rounded-full" />
          <span className="bg-feedback-success size-[0.9em] rounded-full" />
          {/* Centred in the bar: as much room after the title as the buttons take before it. */}
          <span className="me-[5em] flex-1 truncate text-center">{name}</span>
        </>
      ) : (
        <>
          <span className="flex-1 truncate">{name}</span>
          <MinusIcon />
          <span className="size-[0.8em] rounded-[0.1em] border" />
          <CloseIcon />
        </>
      )}
    </span>
  );
}

/** Chrome's toolbar (address bar, the extension's button at its end) with the extension's popup under the button. */
function BrowserPopup({ children }: { children: ReactNode }) {
  return (
    <>
      <span
        data-slot="app-screen-toolbar"
        className="bg-surface border-border flex h-[3em] shrink-0 items-center gap-[1em] border-b px-[1em]"
      >
        <span className="bg-surface-sunken h-[1.75em] flex-1 rounded-full" />
        <span className="bg-accent text-on-accent flex size-[1.75em] items-center justify-center rounded-[0.4em]">
          <ShieldCheckIcon />
        </span>
      </span>
      {/* A div: the app inside it is a div (flow content in a span is invalid HTML; site/test/html-validity). */}
      <div
        data-slot="app-screen-popup"
        className="bg-surface border-border shadow-mid absolute end-[1em] top-[3.5em] bottom-[1em] flex w-[55%] flex-col rounded-[0.5em] border"
      >
        {children}
      </div>
    </>
  );
}
