import type { LucideIcon, LucideProps } from "lucide-react";
import { cn } from "../lib/cn";

export interface IconProps extends Omit<LucideProps, "ref"> {
  /**
   * A label makes the icon an image for screen readers; without one it is
   * decoration and hidden from them (the usual case: icons beside text).
   */
  label?: string;
}

export interface IconComponent {
  (props: IconProps): React.JSX.Element;
  displayName?: string;
  /** True when the icon points along the reading direction and mirrors in RTL. */
  readonly flipsInRtl: boolean;
}

/**
 * Wraps one glyph as a design-system icon. Icons that point somewhere along
 * the line (arrows, chevrons, "back") mirror in right-to-left on purpose;
 * clocks, checks and downloads never do (DESIGN-LANGUAGE.md).
 */
export function createIcon(
  name: string,
  Glyph: LucideIcon,
  options: { flipsInRtl?: boolean } = {},
) {
  const flipsInRtl = options.flipsInRtl ?? false;
  function Icon({ label, className, size = "1em", strokeWidth = 2, ...props }: IconProps) {
    return (
      <Glyph
        data-slot="icon"
        data-icon={name}
        size={size}
        strokeWidth={strokeWidth}
        focusable="false"
        aria-hidden={label ? undefined : true}
        aria-label={label}
        role={label ? "img" : undefined}
        className={cn("inline-block shrink-0", flipsInRtl && "rtl:-scale-x-100", className)}
        {...props}
      />
    );
  }
  Icon.displayName = `Icon(${name})`;
  return Object.assign(Icon, { flipsInRtl }) as IconComponent;
}
