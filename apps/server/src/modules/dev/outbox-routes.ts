import { devApi } from "@engagesuite/shared";
import type { FastifyInstance } from "fastify";
import { serve } from "../../http/serve";
import type { Mailer } from "../../providers/mail/mailer";
import { escapeHtml } from "../../providers/mail/templates";

/**
 * Development only (`devApi`): the mail outbox as JSON and as a page, so a person (or an end-to-end test) can follow a
 * link.
 */
export async function outboxRoutes(app: FastifyInstance, { mailer }: { mailer: Mailer }): Promise<void> {
  serve(app, devApi.outbox, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return (await mailer.recent()).map((m) => ({ ...m, createdAt: m.createdAt.toISOString() }));
  });

  serve(app, devApi.outboxPage, async (_request, reply) => {
    const mails = await mailer.recent();
    const items = mails
      .map(
        (m) => `<article style="border:1px solid #e2e8f0;border-radius:8px;padding:16px;margin:0 0 16px">
<p style="margin:0;color:#64748b;font-size:13px">${escapeHtml(m.createdAt.toISOString())} · to ${escapeHtml(m.to)} · ${escapeHtml(m.status)}</p>
<h2 style="font-size:16px;margin:8px 0">${escapeHtml(m.subject)}</h2>
<pre style="white-space:pre-wrap;font-family:inherit;margin:0">${escapeHtml(m.text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')}</pre></article>`,
      )
      .join("");
    return reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mail outbox</title></head><body style="font-family:system-ui,sans-serif;max-width:760px;margin:32px auto;padding:0 16px"><h1>Mail outbox</h1>${items || "<p>No mail yet.</p>"}</body></html>`,
      );
  });
}
