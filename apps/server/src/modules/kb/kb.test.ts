import { KB_HIGHLIGHT_END, KB_HIGHLIGHT_START, KB_MESSAGES } from "@engagesuite/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { kbArticles, kbCategories, verticals } from "../../db/schema";
import { DEMO_LOGINS } from "../../db/seed/accounts";
import { createTestApp, type TestApp } from "../../test/harness";
import { call, cookieFrom, platformCookie } from "../../test/http";

let t: TestApp;
let superAdmin: string;
let tenantAdmin: string;
let categoryId: number;
let otherCategoryId: number;
let healthcareId: number;
const ids: Record<string, number> = {};

/** A fixed corpus: the word "invoice" sits in the title of one article, the summary of another, the body of a third. */
const CORPUS = [
  {
    slug: "in-title",
    title: "Sending an invoice to a client",
    summary: "How billing works.",
    body: "Steps to follow for payments and reminders.",
  },
  {
    slug: "in-summary",
    title: "Billing overview",
    summary: "Every invoice and payment in one place.",
    body: "Plans and trial.",
  },
  {
    slug: "in-body",
    title: "Plans and trials",
    summary: "Choosing the right plan.",
    body: "You can download each invoice from the billing page.",
  },
  {
    slug: "draft-one",
    title: "Secret invoice draft",
    summary: "Not yet published.",
    body: "Draft body text.",
    status: "draft" as const,
  },
];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db.owner.db;
  const [cat] = await db
    .insert(kbCategories)
    .values({ slug: "billing", name: "Billing", description: "Money" })
    .returning();
  const [other] = await db.insert(kbCategories).values({ slug: "other", name: "Other", description: "" }).returning();
  categoryId = cat!.id;
  otherCategoryId = other!.id;
  const [hc] = await db.select().from(verticals).where(eq(verticals.slug, "healthcare"));
  healthcareId = hc!.id;
  for (const a of CORPUS) {
    const [row] = await db
      .insert(kbArticles)
      .values({
        ...a,
        categoryId,
        status: a.status ?? "published",
        featured: a.slug === "in-summary",
        tags: ["billing"],
      })
      .returning();
    ids[a.slug] = row!.id;
  }
  const [intake] = await db
    .insert(kbArticles)
    .values({
      slug: "patient-intake",
      title: "Patient intake with the portal",
      summary: "For clinics.",
      body: "Intake forms.",
      categoryId: otherCategoryId,
      verticalId: healthcareId,
      status: "published",
    })
    .returning();
  ids.intake = intake!.id;
  superAdmin = await platformCookie(t.app, DEMO_LOGINS.superAdmin.email, DEMO_LOGINS.superAdmin.password);
  tenantAdmin = cookieFrom(
    await call(
      t.app,
      "POST",
      "/api/auth/tenant/login",
      { username: "demo-admin", password: DEMO_LOGINS.demoAdmin.password },
      { host: "demo.localhost:3000" },
    ),
  );
});
afterAll(() => t.close());

const get = (url: string) => call(t.app, "GET", url);
const titles = (res: { json(): unknown }) => (res.json() as { title: string }[]).map((a) => a.title);

describe("reading", () => {
  it("lists categories with published article counts, featured, category and industry articles", async () => {
    const categories = (await get("/api/kb/categories")).json();
    expect(categories).toEqual([
      { id: categoryId, slug: "billing", name: "Billing", description: "Money", articleCount: 3 },
      { id: otherCategoryId, slug: "other", name: "Other", description: "", articleCount: 1 },
    ]);
    expect(titles(await get("/api/kb/articles/featured"))).toEqual(["Billing overview"]);
    expect(titles(await get(`/api/kb/articles/category/${categoryId}`))).toEqual([
      "Billing overview",
      "Plans and trials",
      "Sending an invoice to a client",
    ]);
    expect(titles(await get(`/api/kb/articles/vertical/${healthcareId}`))).toEqual(["Patient intake with the portal"]);
    expect((await get("/api/kb/articles/category/abc")).statusCode).toBe(400);
  });

  it("opens a published article and hides drafts and unknown ids", async () => {
    const article = (await get(`/api/kb/articles/${ids["in-title"]}`)).json();
    expect(article).toMatchObject({
      title: "Sending an invoice to a client",
      categoryName: "Billing",
      tags: ["billing"],
      status: "published",
    });
    expect((await get(`/api/kb/articles/${ids["draft-one"]}`)).statusCode).toBe(404);
    expect((await get("/api/kb/articles/999999")).json()).toEqual({ message: KB_MESSAGES.notFound });
  });

  it("counts views atomically, one per visitor (address and browser) per article per hour", async () => {
    const id = ids["in-body"]!;
    const view = (visitor: { ip: string; ua: string }, article = id) =>
      call(t.app, "POST", `/api/kb/articles/${article}/view`, undefined, {
        remoteAddress: visitor.ip,
        headers: { "user-agent": visitor.ua },
      });
    const stored = async (article = id) =>
      (await t.db.owner.db.select().from(kbArticles).where(eq(kbArticles.id, article)))[0]!.viewCount;

    // Ten visitors at once: each counted once, atomically.
    const counts = await Promise.all(
      Array.from({ length: 10 }, (_, i) => view({ ip: `198.51.100.${i + 1}`, ua: "Firefox/128" })),
    );
    expect(counts.map((r) => r.json().viewCount).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

    // One visitor viewing ten times counts once.
    const reader = { ip: "198.51.100.50", ua: "Firefox/128" };
    for (let i = 0; i < 10; i++) {
      const res = await view(reader);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ viewCount: 11 });
    }
    expect(await stored()).toBe(11);
    // Another visitor counts again: another browser on that address, or that browser elsewhere.
    expect((await view({ ...reader, ua: "Safari/17" })).json()).toEqual({ viewCount: 12 });
    expect((await view({ ...reader, ip: "198.51.100.51" })).json()).toEqual({ viewCount: 13 });
    // The same visitor on another article counts there.
    const other = ids["in-title"]!;
    const before = await stored(other);
    expect((await view(reader, other)).json()).toEqual({ viewCount: before + 1 });
    expect((await view(reader, other)).json()).toEqual({ viewCount: before + 1 });

    expect((await get(`/api/kb/articles/${id}`)).json().viewCount).toBe(13);
    expect((await call(t.app, "POST", `/api/kb/articles/${ids["draft-one"]}/view`)).statusCode).toBe(404);
  });
});

describe("search", () => {
  it("ranks a match in the title above the summary above the body, and marks the matched terms", async () => {
    const res = await get("/api/kb/search?q=invoice");
    expect(titles(res)).toEqual(["Sending an invoice to a client", "Billing overview", "Plans and trials"]);
    const [first] = res.json();
    expect(first.highlight.title).toBe(`Sending an ${KB_HIGHLIGHT_START}invoice${KB_HIGHLIGHT_END} to a client`);
  });

  it("finds an article despite a typo", async () => {
    expect(titles(await get("/api/kb/search?q=invoce"))).toContain("Sending an invoice to a client");
    expect(titles(await get("/api/kb/search?query=pateint%20intake"))).toEqual(["Patient intake with the portal"]);
  });

  it("answers nothing for no match, never drafts, and refuses fewer than 3 characters", async () => {
    expect((await get("/api/kb/search?q=zebra%20crossing")).json()).toEqual([]);
    expect(titles(await get("/api/kb/search?q=secret"))).toEqual([]);
    const short = await get("/api/kb/search?q=in");
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe("Please enter at least 3 characters to search");
    expect((await get("/api/kb/search")).statusCode).toBe(400);
  });
});

describe("the reader's industry first", () => {
  let ownIndustry: number;
  let otherIndustry: number;
  let rotaCategory: number;
  const rota = { own: 0, other: 0, general: 0 };

  beforeAll(async () => {
    const db = t.db.owner.db;
    const all = await db.select().from(verticals);
    ownIndustry = healthcareId;
    otherIndustry = all.find((v) => v.id !== healthcareId)!.id;
    const [cat] = await db.insert(kbCategories).values({ slug: "rota", name: "Rota", description: "" }).returning();
    rotaCategory = cat!.id;
    // Equally matching articles; the tenant's own industry's is written last (the highest id, which a tie puts last).
    const same = { title: "Rota planning for busy weeks", summary: "Shifts and cover.", body: "Plan the rota early." };
    for (const [key, verticalId] of [
      ["other", otherIndustry],
      ["general", null],
      ["own", ownIndustry],
    ] as const) {
      const [row] = await db
        .insert(kbArticles)
        .values({ ...same, slug: `rota-${key}`, categoryId: rotaCategory, verticalId, status: "published" })
        .returning();
      rota[key] = row!.id;
    }
  });

  const order = (res: { json(): unknown }) => (res.json() as { id: number }[]).map((a) => a.id);

  it("ranks a tenant's own-industry article above an equally matching one of another industry", async () => {
    // Without an industry: the plain order (equal rank, then id).
    expect(order(await get("/api/kb/search?q=rota%20planning"))).toEqual([rota.other, rota.general, rota.own]);
    // The tenant's industry first, the others in the plain order after it.
    expect(order(await get(`/api/kb/search?q=rota%20planning&vertical=${ownIndustry}`))).toEqual([
      rota.own,
      rota.other,
      rota.general,
    ]);
    expect(order(await get(`/api/kb/search?q=rota%20planning&vertical=${otherIndustry}`))).toEqual([
      rota.other,
      rota.general,
      rota.own,
    ]);
    // The typo fallback too.
    expect(order(await get(`/api/kb/search?q=rota%20planing&vertical=${ownIndustry}`))[0]).toBe(rota.own);
  });

  it("ranks the own industry's articles first in a category and among the featured", async () => {
    expect(order(await get(`/api/kb/articles/category/${rotaCategory}?vertical=${ownIndustry}`))).toEqual([
      rota.own,
      rota.other,
      rota.general,
    ]);
    const db = t.db.owner.db;
    await db.update(kbArticles).set({ featured: true }).where(eq(kbArticles.categoryId, rotaCategory));
    const featured = order(await get(`/api/kb/articles/featured?vertical=${ownIndustry}`));
    expect(featured[0]).toBe(rota.own);
    await db.update(kbArticles).set({ featured: false }).where(eq(kbArticles.categoryId, rotaCategory));
    expect((await get("/api/kb/articles/featured?vertical=abc")).statusCode).toBe(400);
  });
});

describe("authoring", () => {
  it("lets only a super admin write; a draft is invisible until published", async () => {
    const body = {
      title: "Exporting contacts to CSV",
      summary: "Download your contacts as a spreadsheet.",
      body: "Open Contacts and choose Export.",
      categoryId,
      tags: ["contacts", "csv"],
    };
    const denied = await call(t.app, "POST", "/api/admin/kb/articles", body, { cookie: tenantAdmin });
    expect(denied.statusCode).toBe(403);
    // On a tenant's host the platform's editing API does not exist.
    const elsewhere = await call(t.app, "POST", "/api/admin/kb/articles", body, {
      host: "demo.localhost:3000",
      cookie: tenantAdmin,
    });
    expect(elsewhere.statusCode).toBe(404);
    expect((await call(t.app, "POST", "/api/admin/kb/articles", body)).statusCode).toBe(401);

    const created = await call(t.app, "POST", "/api/admin/kb/articles", body, { cookie: superAdmin });
    expect(created.statusCode).toBe(201);
    const draft = created.json();
    expect(draft.status).toBe("draft");
    expect(titles(await get("/api/kb/search?q=exporting"))).toEqual([]);

    const published = await call(t.app, "POST", `/api/admin/kb/articles/${draft.id}/publish`, undefined, {
      cookie: superAdmin,
    });
    expect(published.json().status).toBe("published");
    expect(titles(await get("/api/kb/search?q=exporting"))).toEqual(["Exporting contacts to CSV"]);

    const edited = await call(
      t.app,
      "PUT",
      `/api/admin/kb/articles/${draft.id}`,
      { ...body, title: "Exporting contacts" },
      { cookie: superAdmin },
    );
    expect(edited.json().title).toBe("Exporting contacts");
    await call(t.app, "POST", `/api/admin/kb/articles/${draft.id}/unpublish`, undefined, { cookie: superAdmin });
    expect((await get(`/api/kb/articles/${draft.id}`)).statusCode).toBe(404);
    expect(
      (await call(t.app, "DELETE", `/api/admin/kb/articles/${draft.id}`, undefined, { cookie: superAdmin })).statusCode,
    ).toBe(204);
    expect(
      (await call(t.app, "GET", `/api/admin/kb/articles/${draft.id}`, undefined, { cookie: superAdmin })).statusCode,
    ).toBe(404);
  });

  it("validates input in plain words and manages categories", async () => {
    const bad = await call(
      t.app,
      "POST",
      "/api/admin/kb/articles",
      { title: "x", summary: "", body: "", categoryId: 0 },
      { cookie: superAdmin },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.title).toEqual(["Title must be at least 3 characters"]);
    const cat = await call(
      t.app,
      "POST",
      "/api/admin/kb/categories",
      { name: "Security", description: "Keeping accounts safe" },
      { cookie: superAdmin },
    );
    expect(cat.statusCode).toBe(201);
    const inUse = await call(t.app, "DELETE", `/api/admin/kb/categories/${categoryId}`, undefined, {
      cookie: superAdmin,
    });
    expect(inUse.statusCode).toBe(409);
    expect(
      (await call(t.app, "DELETE", `/api/admin/kb/categories/${cat.json().id}`, undefined, { cookie: superAdmin }))
        .statusCode,
    ).toBe(204);
    const asTenant = await call(t.app, "GET", "/api/admin/kb/articles", undefined, { cookie: tenantAdmin });
    expect(asTenant.statusCode).toBe(403);
  });
});
