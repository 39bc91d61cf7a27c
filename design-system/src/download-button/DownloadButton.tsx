import {
  type ComponentProps,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { flushSync } from "react-dom";
import { buttonVariants } from "../button/buttonVariants";
import { useMessages } from "../i18n/messages";
import { ChevronDownIcon } from "../icon/icons";
import { cn } from "../lib/cn";
import { PlatformIcon } from "../platform/PlatformIcon";
import { type DetectedPlatform, PLATFORMS, type Platform } from "../platform/platforms";
import { usePlatformName } from "../platform/usePlatformName";
import { downloadButtonMessages } from "./intl/catalog.gen";

export interface PlatformDownload {
  href: string;
  /** Replaces "Download for {platform}" on the button and the platform's name in the list. */
  label?: string;
  version?: string;
}

export type PlatformDownloads = Partial<Readonly<Record<Platform, PlatformDownload>>>;

export interface DownloadLinkProps extends ComponentProps<"a"> {
  href: string;
}

export interface DownloadButtonProps extends Omit<ComponentProps<"div">, "children"> {
  /** The visitor's platform, as the site detected it (or the page's own platform): the library parses no user agent. */
  platform: DetectedPlatform;
  /** Where each platform's app is; platforms left out are not offered. */
  downloads: PlatformDownloads;
  /** `brand` on the hero band: the toggle and the version switch to on-brand colours. */
  tone?: "light" | "brand";
  /** Renders each link, e.g. with the site router's `Link`; a plain `<a>` by default. */
  renderLink?: (props: DownloadLinkProps) => ReactNode;
}

const defaultLink = (props: DownloadLinkProps) => <a {...props} />;

/**
 * The download call to action (SPEC.md §1: "The download link offered
 * follows the detected operating system"): the visitor's platform as the
 * primary button, every other platform in an "Other platforms" disclosure.
 * The disclosure is a button and a list of links: Enter or Space opens it,
 * Tab or the arrow keys move through it, Escape closes it and returns focus,
 * and it closes when focus or a click goes elsewhere. Without a download for
 * the visitor's platform, the toggle itself is the primary action
 * ("Choose your platform").
 */
export function DownloadButton({
  platform,
  downloads,
  tone = "light",
  renderLink = defaultLink,
  className,
  ...props
}: DownloadButtonProps) {
  const t = useMessages(downloadButtonMessages);
  const platformName = usePlatformName();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const toggleId = useId();

  const primaryPlatform = platform !== "unknown" && downloads[platform] ? platform : null;
  const primary = primaryPlatform ? downloads[primaryPlatform] : undefined;
  const others = PLATFORMS.filter((p) => p !== primaryPlatform && downloads[p]);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOnOutsidePress);
    return () => document.removeEventListener("pointerdown", closeOnOutsidePress);
  }, [open]);

  if (!primary && others.length === 0) return null;

  const links = () =>
    Array.from(
      root.current?.querySelectorAll<HTMLAnchorElement>('[data-slot="download-button-option"]') ??
        [],
    );

  const focusLink = (which: "first" | "last" | "next" | "previous") => {
    const all = links();
    const current = all.indexOf(document.activeElement as HTMLAnchorElement);
    const index = {
      first: 0,
      last: all.length - 1,
      next: current === -1 ? 0 : (current + 1) % all.length,
      previous: current <= 0 ? all.length - 1 : current - 1,
    }[which];
    all[index]?.focus();
  };

  // On the toggle and on each link of the list.
  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (others.length === 0) return;
    const onToggle = event.target === toggle.current;
    const inList = links().includes(event.target as HTMLAnchorElement);
    if (!onToggle && !inList) return;
    const key = event.key;
    if (key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      toggle.current?.focus();
    } else if (key === "ArrowDown" || key === "ArrowUp") {
      event.preventDefault();
      const target = onToggle
        ? key === "ArrowDown"
          ? "first"
          : "last"
        : key === "ArrowDown"
          ? "next"
          : "previous";
      // Render the list now, so its links can take focus in the same keystroke.
      if (!open) flushSync(() => setOpen(true));
      focusLink(target);
    } else if (inList && (key === "Home" || key === "End")) {
      event.preventDefault();
      focusLink(key === "Home" ? "first" : "last");
    }
  };

  // Closes the list once focus has left the toggle and the list.
  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    if (open && !root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  const onBrand = tone === "brand";
  const buttonTone = onBrand ? "onBrand" : "default";

  return (
    <div
      ref={root}
      data-slot="download-button"
      data-variant={tone}
      data-platform={primaryPlatform ?? "unknown"}
      className={cn("relative inline-flex flex-col items-start gap-2", className)}
      {...props}
    >
      <div className="flex flex-wrap items-center gap-2">
        {primary && primaryPlatform
          ? renderLink({
              href: primary.href,
              "data-slot": "download-button-primary",
              className: buttonVariants({ variant: "primary", size: "lg", tone: buttonTone }),
              children: (
                <>
                  <PlatformIcon platform={primaryPlatform} />
                  {primary.label ?? t("downloadFor", { platform: platformName(primaryPlatform) })}
                </>
              ),
            } as DownloadLinkProps)
          : null}
        {others.length > 0 ? (
          <button
            ref={toggle}
            id={toggleId}
            type="button"
            data-slot="download-button-toggle"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((value) => !value)}
            onKeyDown={handleKeyDown}
            onBlur={handleBlur}
            className={buttonVariants({
              variant: primary ? "ghost" : "primary",
              size: "lg",
              tone: buttonTone,
            })}
          >
            {primary ? t("otherPlatforms") : t("choosePlatform")}
            <ChevronDownIcon
              className={cn(
                "ease-move transition-transform duration-150 motion-reduce:transition-none",
                open && "rotate-180",
              )}
            />
          </button>
        ) : null}
      </div>
      {primary?.version ? (
        <p
          data-slot="download-button-version"
          className={cn("text-xs", onBrand ? "text-on-brand-muted" : "text-text-muted")}
        >
          {/* The version isolated, so "5.2.1" keeps its order in Arabic. */}
          {t.rich("version", { version: <bdi>{primary.version}</bdi> })}
        </p>
      ) : null}
      {others.length > 0 ? (
        <ul
          id={listId}
          aria-labelledby={toggleId}
          hidden={!open}
          data-slot="download-button-list"
          className={cn(
            "absolute start-0 top-full z-(--mvpn-z-index-dropdown) mt-2 w-max max-w-[calc(100vw-2rem)] min-w-64",
            "rounded-card border-border bg-surface-raised text-text shadow-mid flex-col gap-1 border p-2",
            // `hidden` as well as the attribute: the display class would otherwise show it.
            open ? "flex" : "hidden",
          )}
        >
          {others.map((other) => {
            const download = downloads[other] as PlatformDownload;
            return (
              <li key={other}>
                {renderLink({
                  href: download.href,
                  "data-slot": "download-button-option",
                  "data-platform": other,
                  onKeyDown: handleKeyDown,
                  onBlur: handleBlur,
                  className: cn(
                    "rounded-control text-text flex min-h-11 items-center gap-3 px-3 py-2 no-underline",
                    "hover:bg-surface-sunken transition-colors duration-150 motion-reduce:transition-none",
                    "focus-visible:outline-focus focus-visible:outline-2 focus-visible:-outline-offset-2",
                  ),
                  children: (
                    <>
                      <PlatformIcon platform={other} className="size-5" />
                      <span className="font-medium">{download.label ?? platformName(other)}</span>
                      {download.version ? (
                        <bdi className="text-text-muted ms-auto ps-4 text-xs">
                          {download.version}
                        </bdi>
                      ) : null}
                    </>
                  ),
                } as DownloadLinkProps)}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
