import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname } from "node:path";
import { compile } from "tailwindcss";

const require = createRequire(import.meta.url);

/**
 * Runs Tailwind the way a consumer does (`@import "tailwindcss"; @import
 * "@mvpn/tokens/theme.css";`) with the theme given as text, and returns the
 * CSS generated for the given class names.
 */
export async function compileWithTheme(themeCss: string, classNames: string[]): Promise<string> {
  const compiler = await compile('@import "tailwindcss";\n@import "@mvpn/tokens/theme.css";\n', {
    base: import.meta.dirname,
    loadStylesheet: async (id, base) => {
      if (id === "@mvpn/tokens/theme.css") return { path: "theme.css", base, content: themeCss };
      const path = require.resolve(id === "tailwindcss" ? "tailwindcss/index.css" : id, {
        paths: [base],
      });
      return { path, base: dirname(path), content: readFileSync(path, "utf8") };
    },
  });
  return compiler.build(classNames);
}

/** The declarations of one utility's rule, e.g. `.bg-surface { … }`. */
export function ruleFor(css: string, className: string): string | undefined {
  const escaped = className.replace(/[:/]/g, (character) => `\\\\${character}`);
  const match = new RegExp(`\\.${escaped}\\s*\\{([^}]*)\\}`).exec(css);
  return match?.[1]?.trim();
}
