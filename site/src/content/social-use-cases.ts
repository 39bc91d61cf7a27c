import type { SocialMediaUseCase } from "../app/routing/site-pages";

/** Each social-media use case's service, by its own name (a brand: never translated). */
export const SOCIAL_SERVICE_NAMES: Readonly<Record<SocialMediaUseCase, string>> = {
  facebook: "Facebook",
  instagram: "Instagram",
  tiktok: "TikTok",
  whatsapp: "WhatsApp",
  youtube: "YouTube",
  x: "X",
};
