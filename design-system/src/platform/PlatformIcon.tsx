import type { ComponentProps } from "react";
import { siAndroid } from "../glyphs/android.gen";
import { siApple } from "../glyphs/apple.gen";
import { siAppletv } from "../glyphs/appletv.gen";
import type { Glyph } from "../glyphs/glyph";
import { siGooglechrome } from "../glyphs/googlechrome.gen";
import { siLg } from "../glyphs/lg.gen";
import { siSamsung } from "../glyphs/samsung.gen";
import { MonitorIcon } from "../icon/icons";
import { BrandGlyph } from "./BrandGlyph";
import type { DetectedPlatform, Platform } from "./platforms";
import { windowsGlyph } from "./windowsGlyph";

const GLYPHS: Record<Platform, Pick<Glyph, "path" | "title">> = {
  windows: windowsGlyph,
  macos: siApple,
  ios: siApple,
  android: siAndroid,
  chrome: siGooglechrome,
  "android-tv": siAndroid,
  "apple-tv": siAppletv,
  "lg-tv": siLg,
  "samsung-tv": siSamsung,
};

export interface PlatformIconProps extends Omit<ComponentProps<"svg">, "children"> {
  platform: DetectedPlatform;
  /** Names the icon for screen readers; without it, it is decoration beside a label. */
  label?: string;
}

/** The platform's brand mark in the current text colour; a monitor for "unknown". */
export function PlatformIcon({ platform, label, className, ...props }: PlatformIconProps) {
  if (platform === "unknown") return <MonitorIcon label={label} className={className} />;
  return (
    <BrandGlyph
      icon={GLYPHS[platform]}
      label={label}
      data-platform={platform}
      className={className}
      {...props}
    />
  );
}
