import { Button, CheckIcon, CopyIcon } from "@mvpn/design-system";
import { useEffect, useState } from "react";
import { siteToaster } from "../../app/runtime/site-toaster";

export interface CopyButtonProps {
  value: string;
  /** The button's name: "Copy address". */
  label: string;
  /** The id of the element that holds the whole value, so each button says which value it copies. */
  describedBy?: string;
  /** The toast after a copy: "Address copied". */
  copied: string;
  /** The toast when the browser refused (no clipboard outside HTTPS, a denied permission). */
  failed: string;
}

/** How long the tick replaces the copy icon, in ms. */
const TICK_MS = 2000;

/**
 * Copies a value the page shows shortened (MiddleEllipsis). The result is
 * said in the site's toast (a polite live region), and the icon turns into a
 * tick for a moment for those who watch the button.
 */
export function CopyButton({ value, label, describedBy, copied, failed }: CopyButtonProps) {
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => setDone(false), TICK_MS);
    return () => clearTimeout(timer);
  }, [done]);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error("No clipboard");
      await navigator.clipboard.writeText(value);
      setDone(true);
      siteToaster.success(copied, { id: "copy-value" });
    } catch {
      siteToaster.error(failed, { id: "copy-value" });
    }
  };

  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      aria-label={label}
      aria-describedby={describedBy}
      title={label}
      data-slot="copy-button"
      data-state={done ? "copied" : "idle"}
      className="shrink-0"
      onClick={copy}
    >
      {done ? <CheckIcon /> : <CopyIcon />}
    </Button>
  );
}
