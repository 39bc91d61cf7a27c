import { defineMessages, type MessageDescriptor } from "react-intl";

/**
 * The blog's tags: ids shared by the articles of every language (front matter
 * `tags: [wifi, travel]`), their names in the `blog` catalog. A new tag is a
 * line here and its name below (docs/content.md, "Blog").
 */
export const BLOG_TAGS = [
  "basics",
  "browser",
  "dns",
  "encryption",
  "isp",
  "kill-switch",
  "leaks",
  "mobile",
  "protocols",
  "router",
  "smart-tv",
  "speed",
  "streaming",
  "travel",
  "webrtc",
  "wifi",
  "wireguard",
] as const;
export type BlogTag = (typeof BLOG_TAGS)[number];

export const blogTagNames = defineMessages({
  basics: { id: "blog.tags.basics", defaultMessage: "Basics" },
  browser: { id: "blog.tags.browser", defaultMessage: "Browsers" },
  dns: { id: "blog.tags.dns", defaultMessage: "DNS" },
  encryption: { id: "blog.tags.encryption", defaultMessage: "Encryption" },
  isp: { id: "blog.tags.isp", defaultMessage: "Internet providers" },
  "kill-switch": { id: "blog.tags.kill-switch", defaultMessage: "Kill switch" },
  leaks: { id: "blog.tags.leaks", defaultMessage: "Leaks" },
  mobile: { id: "blog.tags.mobile", defaultMessage: "Mobile" },
  protocols: { id: "blog.tags.protocols", defaultMessage: "Protocols" },
  router: { id: "blog.tags.router", defaultMessage: "Routers" },
  "smart-tv": { id: "blog.tags.smart-tv", defaultMessage: "Smart TV" },
  speed: { id: "blog.tags.speed", defaultMessage: "Speed" },
  streaming: { id: "blog.tags.streaming", defaultMessage: "Streaming" },
  travel: { id: "blog.tags.travel", defaultMessage: "Travel" },
  webrtc: { id: "blog.tags.webrtc", defaultMessage: "WebRTC" },
  wifi: { id: "blog.tags.wifi", defaultMessage: "Wi-Fi" },
  wireguard: { id: "blog.tags.wireguard", defaultMessage: "WireGuard" },
}) satisfies Record<BlogTag, MessageDescriptor>;
