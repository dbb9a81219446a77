import { TICKET_STATUSES } from "@engagesuite/shared";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/harness";
import {
  contacts,
  kbArticles,
  kbCategories,
  plans,
  serviceModules,
  tenants,
  ticketComments,
  ticketCounts,
  tickets,
  verticals,
} from "../schema";
import { withTenant } from "../tenant";
import { seedDatabase } from "./index";
import { loadKbContent } from "./kb-files";

let db: TestDatabase | undefined;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

const count = async (
  d: TestDatabase,
  table: typeof verticals | typeof serviceModules | typeof plans | typeof tenants | typeof kbCategories,
) => {
  const [row] = await d.owner.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row!.n;
};

describe("seedDatabase", () => {
  it("seeds the catalogue, plans and the demo tenants once, and is idempotent", async () => {
    db = await createTestDatabase();
    expect(await seedDatabase(db.owner.db, { demo: true })).toEqual({ demoSeeded: true });
    expect(await seedDatabase(db.owner.db, { demo: true })).toEqual({ demoSeeded: false });
    expect(await count(db, verticals)).toBe(7);
    expect(await count(db, plans)).toBe(3);
    expect(await count(db, tenants)).toBe(2);
    const [demo] = await db.owner.db.select().from(tenants).where(sql`${tenants.subdomain} = 'demo'`);
    expect(demo).toMatchObject({ name: "Demo Health Clinic", industry: "healthcare", status: "ACTIVE" });
    const demoContacts = await withTenant(db.owner.db, demo!.id, (tx) => tx.select().from(contacts));
    expect(demoContacts.length).toBeGreaterThanOrEqual(5);
    // The help desk's demo queue (issue 22): every status, several priorities and categories, some assigned to the
    // demo staff member, some from the portal client linked to its contact, public and internal comments.
    const demoTickets = await withTenant(db.owner.db, demo!.id, (tx) => tx.select().from(tickets));
    expect(new Set(demoTickets.map((k) => k.status))).toEqual(new Set(TICKET_STATUSES));
    expect(new Set(demoTickets.map((k) => k.priority)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(demoTickets.map((k) => k.type)).size).toBeGreaterThanOrEqual(3);
    expect(demoTickets.some((k) => k.assigneeId)).toBe(true);
    expect(demoTickets.some((k) => k.submittedByClientId && k.contactId)).toBe(true);
    const notes = await withTenant(db.owner.db, demo!.id, (tx) => tx.select().from(ticketComments));
    expect(new Set(notes.map((c) => c.isInternal))).toEqual(new Set([true, false]));
    const counted = await withTenant(db.owner.db, demo!.id, (tx) => tx.select().from(ticketCounts));
    expect(counted.reduce((sum, row) => sum + Number(row.n), 0)).toBe(demoTickets.length);
  });

  it("ships at least 30 published help articles in 6+ categories, one for each industry, some featured", async () => {
    db = await createTestDatabase();
    await seedDatabase(db.owner.db, { demo: false });
    await seedDatabase(db.owner.db, { demo: false });
    const articles = await db.owner.db.select().from(kbArticles);
    expect(articles.length).toBeGreaterThanOrEqual(30);
    expect(articles.every((a) => a.status === "published" && a.body.length > 500)).toBe(true);
    expect(new Set(articles.map((a) => a.categoryId)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(articles.filter((a) => a.verticalId).map((a) => a.verticalId)).size).toBe(7);
    expect(articles.filter((a) => a.featured).length).toBeGreaterThanOrEqual(4);
    expect(await count(db, kbCategories)).toBeGreaterThanOrEqual(6);
  });

  it("seeds exactly the Markdown help centre: categories in their order, each article's fields as written", async () => {
    db = await createTestDatabase();
    await seedDatabase(db.owner.db, { demo: false });
    const content = loadKbContent();
    const categories = await db.owner.db.select().from(kbCategories).orderBy(kbCategories.sortOrder);
    expect(categories.map(({ slug, name, description }) => ({ slug, name, description }))).toEqual(content.categories);
    const articles = await db.owner.db.select().from(kbArticles);
    const slugOfCategory = new Map(categories.map((c) => [c.id, c.slug]));
    const seeded = new Map(articles.map((a) => [a.slug, a]));
    expect(seeded.size).toBe(content.articles.length);
    for (const shipped of content.articles) {
      const row = seeded.get(shipped.slug)!;
      expect({ ...row, category: slugOfCategory.get(row.categoryId) }).toMatchObject({
        title: shipped.title,
        summary: shipped.summary,
        body: shipped.body,
        tags: shipped.tags,
        featured: shipped.featured,
        category: shipped.categorySlug,
      });
    }
    expect(seeded.get("your-first-week-setup-checklist")!.title).toBe("Your first week: a setup checklist");
  });

  it("stores the plans of SPEC §9", async () => {
    db = await createTestDatabase();
    await seedDatabase(db.owner.db, { demo: false });
    const rows = await db.owner.db.select().from(plans);
    const byTier = Object.fromEntries(rows.map((p) => [p.tier, p]));
    expect(byTier.BASIC).toMatchObject({
      priceMonthly: "49.00",
      priceYearly: "470.00",
      trialDays: 7,
      trialPrice: "1.00",
    });
    expect(byTier.PROFESSIONAL).toMatchObject({ priceMonthly: "99.00", priceYearly: "950.00", highlighted: true });
    expect(byTier.ENTERPRISE).toMatchObject({ priceMonthly: "199.00", priceYearly: "1910.00", maxUsers: null });
  });

  it("puts back a catalogue row that differs from the code's, and rewrites no row on a restart with the same catalogue", async () => {
    db = await createTestDatabase();
    await seedDatabase(db.owner.db, { demo: false });
    const versions = async () =>
      (
        await db!.owner.db
          .select({
            v: sql<string>`string_agg(${verticals.slug} || ':' || ${verticals}.xmin::text, ',' order by ${verticals.slug})`,
          })
          .from(verticals)
      )[0]?.v;
    const before = await versions();
    await db.owner.db.execute(sql`update plans set price_monthly = 1 where tier = 'BASIC'`);
    await seedDatabase(db.owner.db, { demo: false });
    expect(await versions()).toBe(before);
    const [basic] = await db.owner.db.select().from(plans).where(sql`tier = 'BASIC'`);
    expect(basic?.priceMonthly).toBe("49.00");
  });

  it("seeds no demo tenant when demo data is off", async () => {
    db = await createTestDatabase();
    expect(await seedDatabase(db.owner.db, { demo: false })).toEqual({ demoSeeded: false });
    expect(await count(db, tenants)).toBe(0);
    expect(await count(db, serviceModules)).toBeGreaterThanOrEqual(8);
  });
});
