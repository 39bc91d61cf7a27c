import type { IconProps } from "./createIcon";
import { iconRegistry } from "./registry";

export interface NamedIconProps extends IconProps {
  name: string;
}

/**
 * An icon looked up by name. A missing name logs an error (SPEC.md §8) and
 * renders an empty box of the same size, so the layout does not shift.
 */
export function Icon({
  name,
  size = "1em",
  className,
  label,
}: NamedIconProps & { size?: string | number }) {
  const Glyph = iconRegistry[name];
  if (!Glyph) {
    console.error(`Missing icon: "${name}"`);
    return (
      <span
        data-slot="icon"
        data-icon-missing={name}
        aria-hidden="true"
        className={className}
        style={{ display: "inline-block", inlineSize: size, blockSize: size }}
      />
    );
  }
  return <Glyph size={size} className={className} label={label} />;
}
