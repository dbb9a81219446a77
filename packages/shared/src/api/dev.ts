import { z } from "zod";
import { endpoint } from "./endpoint";

const tags = ["dev"];

/** One mail of the outbox, newest first. */
export const outboxMailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  status: z.enum(["pending", "sent", "stored", "failed"]),
  createdAt: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

/**
 * Development only (registered when MAIL_OUTBOX_VIEW is on, never in the API document): the mail outbox as JSON and as
 * a page, so a person or an end-to-end test can follow a link in a mail.
 */
export const devApi = {
  outbox: endpoint({
    method: "GET",
    path: "/api/dev/outbox",
    access: "public",
    tenantScoped: false,
    hidden: true,
    tags,
    summary: "The latest 50 mails of the outbox",
    responses: { 200: z.array(outboxMailSchema) },
  }),
  outboxPage: endpoint({
    method: "GET",
    path: "/api/dev/outbox.html",
    access: "public",
    tenantScoped: false,
    hidden: true,
    tags,
    summary: "The latest 50 mails of the outbox as an HTML page",
    responses: {},
  }),
  /**
   * Moves this server's clock (the one billing reads) forward, then runs the subscriptions' due work once and answers
   * when it is done: an end-to-end test passes a trial's end or a retry without waiting days.
   */
  advanceClock: endpoint({
    method: "POST",
    path: "/api/dev/clock/advance",
    access: "public",
    tenantScoped: false,
    hidden: true,
    tags,
    summary: "Advances the server's clock by ms and runs the billing due work once",
    body: z.object({
      ms: z
        .number()
        .int()
        .min(0)
        .max(400 * 86_400_000),
    }),
    responses: { 200: z.object({ now: z.string(), processed: z.number().int() }) },
    example: { body: { ms: 0 } },
  }),
} as const;
