import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client";
import { mailOutbox, tenants } from "../../db/schema";
import { withTenant } from "../../db/tenant";
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from "../../test/harness";
import { MAIL_DELIVERY_QUEUE, type MailMessage, type MailTransport } from "./mailer";

/** An SMTP stand-in: records what it accepted; `failNext` makes the next sends throw. */
function recordingTransport() {
  const sent: string[] = [];
  let failures = 0;
  const transport: MailTransport = {
    kind: "smtp",
    async send(message) {
      if (failures > 0) {
        failures -= 1;
        throw new Error("421 try again later");
      }
      sent.push(message.to);
    },
  };
  return { transport, sent, failNext: (n: number) => (failures = n) };
}

const message = (to: string): MailMessage => ({ to, subject: "Hello", text: "Hello", html: "<p>Hello</p>" });

const rowFor = async (t: TestApp, to: string) =>
  (await t.db.owner.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)))[0];

const deliveryJobs = async (t: TestApp) =>
  (
    await queryRows<{ n: number }>(
      t.db.owner.db,
      sql`select count(*)::int as n from pgboss.job where name = ${MAIL_DELIVERY_QUEUE}`,
    )
  )[0]!.n;

describe("mail delivery as a pg-boss job", () => {
  let t: TestApp;
  const smtp = recordingTransport();
  beforeAll(async () => {
    t = await createTestApp({ demo: false, deps: { mailTransport: smtp.transport } });
  });
  afterAll(() => t.close());

  it("writes the mail and its delivery job in the caller's transaction, and the job delivers it once", async () => {
    const jobsBefore = await deliveryJobs(t);
    await t.db.app.db.transaction((tx) => t.app.mailer.enqueue(tx, message("once@example.com")));
    expect(await deliveryJobs(t)).toBe(jobsBefore + 1);
    await expect.poll(async () => (await rowFor(t, "once@example.com"))?.status).toBe("sent");
    expect(smtp.sent.filter((to) => to === "once@example.com")).toHaveLength(1);

    // Another round, twice at once and once more from the queue: the row is sent already, nothing goes out again.
    await Promise.all([t.app.mailer.deliverDue(), t.app.mailer.deliverDue()]);
    const again = await t.app.jobs.send(MAIL_DELIVERY_QUEUE, {});
    await expect
      .poll(async () =>
        queryRows<{ state: string }>(t.db.owner.db, sql`select state from pgboss.job where id = ${again}`),
      )
      .toEqual([{ state: "completed" }]);
    expect(smtp.sent.filter((to) => to === "once@example.com")).toHaveLength(1);
    expect(await rowFor(t, "once@example.com")).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("sends the job from a tenant's transaction too (the app_user role may enqueue), on PGlite as on PostgreSQL", async () => {
    const [tenant] = await t.db.owner.db
      .insert(tenants)
      .values({ name: "Mail Co", subdomain: "mailco", email: "o@mailco.example" })
      .returning();
    const jobsBefore = await deliveryJobs(t);
    await withTenant(t.db.app.db, tenant!.id, (tx) => t.app.mailer.enqueue(tx, message("tenant-tx@example.com")));
    expect(await deliveryJobs(t)).toBe(jobsBefore + 1);
    await expect.poll(async () => (await rowFor(t, "tenant-tx@example.com"))?.status).toBe("sent");
  });

  it("leaves neither a mail nor a job when the transaction rolls back", async () => {
    const jobsBefore = await deliveryJobs(t);
    await expect(
      t.db.app.db.transaction(async (tx) => {
        await t.app.mailer.enqueue(tx, message("rolled-back@example.com"));
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await rowFor(t, "rolled-back@example.com")).toBeUndefined();
    expect(await deliveryJobs(t)).toBe(jobsBefore);
  });

  it("keeps a refused mail for a later round after its backoff, then sends it", async () => {
    smtp.failNext(1);
    await t.db.app.db.transaction((tx) => t.app.mailer.enqueue(tx, message("retry@example.com")));
    await expect.poll(async () => (await rowFor(t, "retry@example.com"))?.lastError).toBe("421 try again later");
    const refused = (await rowFor(t, "retry@example.com"))!;
    expect(refused).toMatchObject({ status: "pending", attempts: 1 });
    expect(refused.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);

    await t.app.mailer.deliverDue();
    expect(smtp.sent).not.toContain("retry@example.com");

    await t.db.owner.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(mailOutbox.toAddress, "retry@example.com"));
    await t.app.jobs.send(MAIL_DELIVERY_QUEUE, {});
    await expect.poll(async () => (await rowFor(t, "retry@example.com"))?.status).toBe("sent");
    expect(smtp.sent.filter((to) => to === "retry@example.com")).toHaveLength(1);
  });
  it("sends the mail someone is waiting for before a flood of team notifications written before it", async () => {
    const flood = Array.from({ length: 12 }, (_, i) => `breach-${i}@flood.example`);
    await t.db.owner.db.transaction(async (tx) => {
      for (const to of flood) await t.app.mailer.enqueue(tx, message(to), "notification");
      await t.app.mailer.enqueue(tx, message("invitee@flood.example"));
      // The flood was written a minute before the invitation (one transaction, so no round starts in between).
      await tx
        .update(mailOutbox)
        .set({ createdAt: new Date(Date.now() - 60_000) })
        .where(eq(mailOutbox.priority, 1));
    });
    const ofFlood = () => smtp.sent.filter((to) => to.endsWith("@flood.example"));
    await expect.poll(() => ofFlood().length).toBe(13);
    expect(ofFlood()[0]).toBe("invitee@flood.example");
    expect(await rowFor(t, "invitee@flood.example")).toMatchObject({ priority: 0, status: "sent" });
    expect(await rowFor(t, "breach-0@flood.example")).toMatchObject({ priority: 1, status: "sent" });
  });
});

describe("mail delivery across a restart", () => {
  let db: TestDatabase;
  let second: TestApp | undefined;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    if (second) await second.close();
    else await db.close();
  });

  it("delivers what was due when the node stopped, at start, and leaves a row a dead node still leases", async () => {
    const smtp = recordingTransport();
    smtp.failNext(1);
    const first = await createTestApp({ db, deps: { mailTransport: smtp.transport } });
    await db.app.db.transaction((tx) => first.app.mailer.enqueue(tx, message("left-over@example.com")));
    await expect.poll(async () => (await rowFor(first, "left-over@example.com"))?.attempts).toBe(1);
    await first.app.close();

    // While no node runs: the refused mail's backoff passes, and another node died holding a lease on a second mail.
    await db.owner.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(mailOutbox.toAddress, "left-over@example.com"));
    await db.owner.db.insert(mailOutbox).values({
      ...{ toAddress: "leased@example.com", subject: "Hi", textBody: "Hi", htmlBody: "<p>Hi</p>" },
      status: "pending",
      attempts: 1,
      nextAttemptAt: new Date(Date.now() + 120_000),
    });

    second = await createTestApp({ db, deps: { mailTransport: smtp.transport } });
    await expect.poll(async () => (await rowFor(second!, "left-over@example.com"))?.status).toBe("sent");
    await second.app.mailer.deliverDue();
    expect(smtp.sent).toEqual(["left-over@example.com"]);
    expect(await rowFor(second, "leased@example.com")).toMatchObject({ status: "pending", attempts: 1 });
  });
});
