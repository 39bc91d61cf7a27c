import type { FastifyInstance } from "fastify";

/**
 * The Content-Security-Policy of every response. The site is prerendered
 * HTML with its scripts and styles served from this origin; nothing is inlined
 * except styles (see TOOLCHAIN.md on inlined critical CSS), and no page may be
 * framed. A page that needs more (an analytics host, a captcha provider)
 * must widen this on purpose, in review.
 */
export function contentSecurityPolicy(inlineScriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "img-src 'self' data:",
    "style-src 'self' 'unsafe-inline'",
    // A prerendered page's inline scripts (its hydration data) are allowed by
    // their hashes, page by page (site/scripts/write-site-files.ts), never by 'unsafe-inline'.
    ["script-src 'self'", ...inlineScriptHashes].join(" "),
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

const ALWAYS = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "permissions-policy": "camera=(), microphone=(), geolocation=()",
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
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.headers(others);
    // A page served with its own policy (its inline script hashes) keeps it.
    if (!reply.hasHeader("content-security-policy"))
      reply.header("content-security-policy", policy);
    return payload;
  });
}
