// Physical-direction utilities and properties, with the logical replacement.
// Tailwind class names are matched as whole tokens inside strings, so
// `hover:ml-2` and `-mr-1` are found but `html-4` or `pl-sql` words are not.
/** @type {[RegExp, string][]} */
const utilityRules = [
  [/^-?ml-/, "ms-"],
  [/^-?mr-/, "me-"],
  [/^pl-/, "ps-"],
  [/^pr-/, "pe-"],
  [/^-?left-/, "start-"],
  [/^-?right-/, "end-"],
  [/^text-left$/, "text-start"],
  [/^text-right$/, "text-end"],
  [/^float-left$/, "float-start"],
  [/^float-right$/, "float-end"],
  [/^clear-(left|right)$/, "clear-start / clear-end"],
  [/^rounded-[lr](-|$)/, "rounded-s / rounded-e"],
  [/^rounded-[tb][lr](-|$)/, "rounded-ss / rounded-se / rounded-es / rounded-ee"],
  [/^border-[lr](-|$)/, "border-s / border-e"],
  [/^scroll-[mp][lr]-/, "scroll-ms / scroll-me / scroll-ps / scroll-pe"],
];

/** @type {[RegExp, string][]} */
const cssRules = [
  [/\b(margin|padding|border)-(left|right)\b(?!-)/, "margin-inline-start / -end"],
  [/\b(margin|padding)-(left|right)\s*:/, "margin-inline-start / -end"],
  [/\bborder-(top|bottom)-(left|right)-radius\b/, "border-start-start-radius …"],
  [/(^|[\s;{])(left|right)\s*:/, "inset-inline-start / -end"],
  [/\btext-align\s*:\s*(left|right)\b/, "text-align: start / end"],
  [/\bfloat\s*:\s*(left|right)\b/, "float: inline-start / inline-end"],
  [
    /\b(marginLeft|marginRight|paddingLeft|paddingRight|borderLeft\w*|borderRight\w*)\s*:/,
    "marginInlineStart …",
  ],
  [/\btextAlign\s*:\s*["'](left|right)["']/, 'textAlign: "start"'],
];

const stringLiteral = /(["'`])((?:\\.|(?!\1)[^\\\n])*)\1/g;
const utilityToken = /^(?:[a-z-]+:)*!?(-?[a-z][a-z0-9-]*)/;

/**
 * @param {string} text file contents
 * @param {string} [name] file name: `.css` files are also checked for CSS properties and `@apply`
 * @returns {{ line: number, match: string, use: string }[]}
 */
export function findPhysicalDirection(text, name = "") {
  /** @type {{ line: number, match: string, use: string }[]} */
  const findings = [];
  const lines = text.split("\n");
  const isCss = name.endsWith(".css");
  lines.forEach((lineText, index) => {
    const line = index + 1;
    if (/logical-css-ignore/.test(lineText)) return;
    const candidates = [];
    if (isCss) {
      const apply = lineText.match(/@apply\s+([^;]+)/);
      if (apply?.[1]) candidates.push(...apply[1].split(/\s+/));
    } else {
      for (const literal of lineText.matchAll(stringLiteral))
        candidates.push(...(literal[2] ?? "").split(/\s+/));
    }
    for (const candidate of candidates) {
      // Utilities are lowercase outside arbitrary values: `pl-PL` is a locale tag, not padding.
      if (/[A-Z]/.test(candidate.replace(/\[[^\]]*\]/g, ""))) continue;
      const utility = candidate.match(utilityToken)?.[1];
      if (!utility) continue;
      for (const [pattern, use] of utilityRules) {
        if (pattern.test(utility)) findings.push({ line, match: candidate, use });
      }
    }
    const codeOnly = isCss ? lineText.replace(/\/\*.*?\*\//g, "") : lineText;
    for (const [pattern, use] of cssRules) {
      const found = codeOnly.match(pattern);
      // CSS properties only matter in CSS and in style objects of TS/TSX files.
      if (
        found &&
        (isCss ||
          /^(margin|padding|border|text|float)[A-Z]/.test(found[0].trim()) ||
          /textAlign/.test(found[0]))
      ) {
        findings.push({ line, match: found[0].trim(), use });
      }
    }
  });
  return findings;
}
