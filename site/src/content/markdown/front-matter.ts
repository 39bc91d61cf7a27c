import { parse as parseYaml } from "yaml";

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/**
 * Splits `---` YAML front matter from the Markdown body. Pure (no file
 * system): the build reads content with it (read-content.ts), and the
 * Storybook compositions read the same files with it in the browser.
 */
export function splitFrontMatter(source: string): { frontMatter: unknown; body: string } {
  const match = source.match(FRONT_MATTER);
  if (!match) return { frontMatter: {}, body: source };
  return { frontMatter: parseYaml(match[1] as string) ?? {}, body: source.slice(match[0].length) };
}
