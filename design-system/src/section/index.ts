export { Section, type SectionProps } from "./Section";
export {
  SECTION_SPACINGS,
  SECTION_TONES,
  type SectionSpacing,
  type SectionTone,
  type SectionVariantProps,
  sectionVariants,
} from "./sectionVariants";
