import { contentSecurityPolicy, styleHash } from "../../http/security-headers.js";

/** Escapes text for HTML element content and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** Marks a string as already-safe HTML for the `html` template. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

/**
 * Tagged template that escapes every interpolated value unless it is
 * SafeHtml (or an array of SafeHtml), so a plan name or an order id can
 * never inject markup.
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? "";
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? "");
  });
  return new SafeHtml(out);
}

function render(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join("");
  if (value === undefined || value === null || value === false) return "";
  return escapeHtml(String(value));
}

// One inline <style>, allowed by its hash (SANDBOX_PAGE_POLICY), and no
// script: the page needs neither a script nor a file.
const STYLE = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
body { margin: 0; background: #f3f4f6; color: #111827; }
main { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 0.75rem;
  box-shadow: 0 1px 3px rgb(0 0 0 / 0.12); }
.badge { display: inline-block; margin: 0 0 1rem; padding: 0.25rem 0.625rem; border-radius: 999px;
  background: #fef3c7; color: #78350f; font-size: 0.875rem; font-weight: 600; }
h1 { font-size: 1.5rem; margin: 0 0 1.25rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.5rem 1rem; margin: 0 0 1.5rem; }
dt { color: #4b5563; }
dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
.amount { font-size: 1.25rem; }
p { line-height: 1.5; }
.actions { display: flex; flex-direction: column; gap: 0.75rem; margin-top: 1.5rem; }
form { margin: 0; }
button, .button { display: block; box-sizing: border-box; width: 100%; min-height: 2.75rem; padding: 0.625rem 1rem;
  border: 2px solid transparent; border-radius: 0.5rem; font: inherit; font-weight: 600; text-align: center;
  text-decoration: none; cursor: pointer; }
.approve { background: #047857; color: #fff; }
.decline { background: #fff; color: #b91c1c; border-color: #b91c1c; }
.cancel { background: transparent; color: #1d4ed8; text-decoration: underline; }
.button { background: #1d4ed8; color: #fff; }
button:focus-visible, .button:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
.note { color: #4b5563; font-size: 0.875rem; }
`;

/** The Content-Security-Policy of every sandbox page: its <style> by hash, nothing else inline. */
export const SANDBOX_PAGE_POLICY = contentSecurityPolicy({ styleHashes: [styleHash(STYLE)] });

/** A whole sandbox page: English, no script, noindex, the shared styles. */
export function page(title: string, body: SafeHtml): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="badge">Sandbox: no real money moves</p>
${body.value}
</main>
</body>
</html>
`;
}
