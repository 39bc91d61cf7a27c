export { BrandGlyph, type BrandGlyphProps } from "./BrandGlyph";
export { type DetectPlatformOptions, detectPlatform } from "./detectPlatform";
export { platformMessages, usePlatformName } from "./messages";
export { PlatformIcon, type PlatformIconProps } from "./PlatformIcon";
export {
  type DetectedPlatform,
  DOWNLOAD_PAGE_BY_PLATFORM,
  isPlatform,
  PLATFORMS,
  type Platform,
} from "./platforms";
export { windowsGlyph } from "./windowsGlyph";
