import { desc } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { outbox } from "../../db/schema/index.js";
import { contentSecurityPolicy, styleHash } from "../../http/security-headers.js";
import { devToolsAccess, isLocalRequest } from "./dev-tools.js";

export const OUTBOX_PAGE_PATH = "/dev/outbox";
const SHOWN = 50;
const STYLE =
  "body{font:16px/1.5 system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem}article{border-top:1px solid #ccc;padding:1rem 0}pre{white-space:pre-wrap;font:inherit}.meta{color:#555;font-size:.875rem}";
// The page's one <style>, allowed by its hash: no 'unsafe-inline'.
const POLICY = contentSecurityPolicy({ styleHashes: [styleHash(STYLE)] });

/**
 * GET /dev/outbox, a development tool (see dev-tools.ts for when it runs and
 * for whom): the latest mail the api wrote to the outbox (no SMTP
 * configured), so a person trying the reset flow locally can open the link.
 * Everything is HTML-escaped; only http(s) URLs become links. A client it
 * does not serve gets the ordinary not-found answer, as if it did not exist.
 */
export async function devOutboxRoute(app: FastifyInstance): Promise<void> {
  const { access, warning } = devToolsAccess(app.config);
  if (warning !== undefined) app.log.warn(warning);
  if (access === "off") return;
  app.get(OUTBOX_PAGE_PATH, async (request, reply) => {
    if (access === "loopback" && !isLocalRequest(request)) return reply.callNotFound();
    const mails = await app.database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(SHOWN);
    reply
      .header("cache-control", "no-store")
      .header("content-security-policy", POLICY)
      .type("text/html; charset=utf-8");
    return renderOutbox(mails, app.mailer.transport);
  });
}

export function renderOutbox(
  mails: Array<{ id: number; to: string; subject: string; text: string; createdAt: Date }>,
  transport: string,
): string {
  const items = mails
    .map(
      (mail) => `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">#${mail.id} · to ${escapeHtml(mail.to)} · ${escapeHtml(mail.createdAt.toISOString())}</p>
  <pre>${linkify(mail.text)}</pre>
</article>`,
    )
    .join("\n");
  const note =
    transport === "smtp"
      ? "<p>SMTP_URL is set: new mail goes to the SMTP server, not here.</p>"
      : `<p>The latest ${SHOWN} mails the api would have sent (no SMTP_URL configured).</p>`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Outbox · mVPN dev</title>
<style>${STYLE}</style>
</head>
<body>
<h1>Outbox</h1>
${note}
${items === "" ? "<p>No mail yet.</p>" : items}
</body>
</html>
`;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

// Escape first, then turn the (escaped) http(s) URLs into links: nothing the
// mail contains can become markup.
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);
}
