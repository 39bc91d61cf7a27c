import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";

export interface PolicyOptions {
  /** `'sha256-…'` sources of the inline scripts a page may run (its hydration data). */
  scriptHashes?: readonly string[];
  /** `'sha256-…'` sources of the inline `<style>` elements a page may apply. */
  styleHashes?: readonly string[];
  /**
   * 'unsafe-inline' styles: only for the site's own pages, whose dialogs
   * (Radix's scroll lock) insert `<style>` elements at run time that no
   * hash can name (ADR 0018). Nothing else gets it.
   */
  inlineStyles?: boolean;
  /** Other origins a page may fetch: the api's IPv4-only and IPv6-only origins of the IP lookup (docs/tools.md). */
  connectSources?: readonly string[];
}

/**
 * The Content-Security-Policy of a response. By default (JSON, errors, the
 * not-found text, the api's own pages) nothing inline runs or applies: no
 * script, no style. A page that needs more names it here, on purpose, in
 * review: the site's pages their inline scripts by hash (and inline styles,
 * ADR 0018), the sandbox and outbox pages their one `<style>` by hash.
 */
export function contentSecurityPolicy(options: PolicyOptions = {}): string {
  const styles = options.inlineStyles ? ["'unsafe-inline'"] : (options.styleHashes ?? []);
  return [
    "default-src 'self'",
    "img-src 'self' data:",
    ["style-src 'self'", ...styles].join(" "),
    // A prerendered page's inline scripts (its hydration data) are allowed by
    // their hashes, page by page (site/scripts/write-site-files.ts), never by 'unsafe-inline'.
    ["script-src 'self'", ...(options.scriptHashes ?? [])].join(" "),
    ["connect-src 'self'", ...(options.connectSources ?? [])].join(" "),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
}

/** The policy of every response that does not set its own. */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** The CSP source (`'sha256-…'`) that allows exactly this inline `<style>` content. */
export function styleHash(css: string): string {
  return `'sha256-${createHash("sha256").update(css, "utf8").digest("base64")}'`;
}

const ALWAYS = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "permissions-policy": "camera=(), microphone=(), geolocation=()",
  // No other origin's window keeps a handle on ours (tabnabbing, XS-Leaks)…
  "cross-origin-opener-policy": "same-origin",
  // …and no other origin may embed what we answer (Spectre-style reads of
  // JSON or pages through <img>/<script>): the site and the api share one origin.
  "cross-origin-resource-policy": "same-origin",
  // Harmless on JSON and text, and it also covers HTML served from anywhere
  // else in the app (error pages, the not-found page).
  "content-security-policy": CONTENT_SECURITY_POLICY,
} as const;

// Only in production: on http://127.0.0.1 during development HSTS would be
// ignored at best, and at worst pin a local host name to https.
const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

/** The security headers of every response. */
export function securityHeaders(options: { production: boolean }): Record<string, string> {
  return options.production
    ? { ...ALWAYS, "strict-transport-security": STRICT_TRANSPORT_SECURITY }
    : { ...ALWAYS };
}

/**
 * Adds the security headers to every response (routes, static files, 404s
 * and errors alike) from one onSend hook, instead of a helmet dependency.
 * (Errors Fastify answers before routing skip hooks: app.ts adds them there.)
 */
export function addSecurityHeaders(app: FastifyInstance, options: { production: boolean }): void {
  const headers = securityHeaders(options);
  const { "content-security-policy": policy, ...others } = headers;
  app.addHook("onSend", (_request, reply, payload, done) => {
    reply.headers(others);
    // A page served with its own policy (its inline script hashes) keeps it.
    if (!reply.hasHeader("content-security-policy"))
      reply.header("content-security-policy", policy);
    done(null, payload);
  });
}
