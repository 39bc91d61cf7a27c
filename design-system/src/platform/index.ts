export { BrandGlyph, type BrandGlyphProps } from "./BrandGlyph";
export { platformMessages } from "./intl/catalog.gen";
export { PlatformIcon, type PlatformIconProps } from "./PlatformIcon";
export {
  type DetectedPlatform,
  isPlatform,
  PLATFORMS,
  type Platform,
} from "./platforms";
export { usePlatformName } from "./usePlatformName";
export { windowsGlyph } from "./windowsGlyph";
