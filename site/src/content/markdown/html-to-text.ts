const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" };

/** Rendered Markdown as plain text, for the search indexes (blog and help). */
export function htmlToText(html: string): string {
  return html
    .replace(/<\/(p|h[1-6]|li|pre|blockquote|tr)>/g, " ")
    .replace(/<[^>]+>/g, "")
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name] ?? "")
    .replace(/\s+/g, " ")
    .trim();
}
