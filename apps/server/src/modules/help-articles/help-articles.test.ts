import { KB_HIGHLIGHT_START, verticalDefinition } from "@engagesuite/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_LOGINS } from "../../db/seed/accounts";
import { withTenant } from "../../db/tenant";
import { createTestApp, demoTenantIds, type TestApp } from "../../test/harness";
import { call, portalCookie, staffCookie } from "../../test/http";
import { seedArticles } from "./seed";

const A = "demo.localhost:3000";
const B = "summit.localhost:3000";

let t: TestApp;
let ids: { demo: string; summit: string };
let adminA: string;
let staffA: string;
let adminB: string;
let portalA: string;
let portalB: string;
let categoryA: string;
let categoryB: string;

const as = (host: string, cookie: string) => ({ host, cookie });

async function create(host: string, cookie: string, body: Record<string, unknown>) {
  const res = await call(t.app, "POST", "/api/help-articles", body, as(host, cookie));
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; status: string; slug: string };
}

const article = (categoryId: string, title: string, extra: Record<string, unknown> = {}) => ({
  title,
  summary: `A summary of ${title.toLowerCase()}.`,
  body: `The body of the article about ${title.toLowerCase()}, long enough.`,
  categoryId,
  tags: [],
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoTenantIds(t);
  adminA = await staffCookie(t.app, A, "demo-admin", DEMO_LOGINS.demoAdmin.password);
  staffA = await staffCookie(t.app, A, "demo-staff", DEMO_LOGINS.demoStaff.password);
  adminB = await staffCookie(t.app, B, "summit-admin", DEMO_LOGINS.summitAdmin.password);
  portalA = await portalCookie(t.app, A, {
    email: DEMO_LOGINS.demoPortalClient.email,
    password: DEMO_LOGINS.demoPortalClient.password,
    tenantId: ids.demo,
  });
  await call(
    t.app,
    "POST",
    "/api/client-portal/register",
    { email: "b@client.example", firstName: "Bea", lastName: "Client", password: "secret-123", tenantId: ids.summit },
    { host: B },
  );
  portalB = await portalCookie(t.app, B, { email: "b@client.example", password: "secret-123", tenantId: ids.summit });
  const made = await call(t.app, "POST", "/api/help-article-categories", { name: "Billing questions" }, as(A, adminA));
  expect(made.statusCode).toBe(201);
  categoryA = made.json().id;
  categoryB = (
    await call(t.app, "POST", "/api/help-article-categories", { name: "Billing questions" }, as(B, adminB))
  ).json().id;
});
afterAll(() => t.close());

describe("starter articles", () => {
  it("seeds each demo workspace's vertical articles, published, and the demo drafts", async () => {
    const res = await call(t.app, "GET", "/api/help-articles?pageSize=50", undefined, as(A, adminA));
    expect(res.statusCode).toBe(200);
    const page = res.json();
    const titles = page.items.map((a: { title: string }) => a.title);
    for (const starter of verticalDefinition("healthcare").starterArticles) expect(titles).toContain(starter.title);
    const draft = page.items.find((a: { slug: string }) => a.slug === "flu-season-vaccinations");
    expect(draft.status).toBe("draft");
    const legal = (await call(t.app, "GET", "/api/help-articles?pageSize=50", undefined, as(B, adminB))).json();
    expect(legal.items.map((a: { title: string }) => a.title)).toEqual(
      expect.arrayContaining(verticalDefinition("legal").starterArticles.map((a) => a.title)),
    );
  });

  it("seeding again adds nothing and keeps an edited article as edited", async () => {
    const before = (await call(t.app, "GET", "/api/help-articles?pageSize=50", undefined, as(A, adminA))).json();
    const starter = before.items.find((a: { slug: string }) => a.slug === "prescription-refills");
    const edited = await call(
      t.app,
      "PUT",
      `/api/help-articles/${starter.id}`,
      article(starter.categoryId, "Prescription refills, edited"),
      as(A, staffA),
    );
    expect(edited.statusCode).toBe(200);
    await withTenant(t.db.owner.db, ids.demo, (tx) =>
      seedArticles(tx, ids.demo, verticalDefinition("healthcare").starterArticles),
    );
    const after = (await call(t.app, "GET", "/api/help-articles?pageSize=50", undefined, as(A, adminA))).json();
    expect(after.total).toBe(before.total);
    expect(after.items.find((a: { id: string }) => a.id === starter.id).title).toBe("Prescription refills, edited");
  });
});

describe("writing and publishing", () => {
  it("a staff member creates a draft, publishes it and takes it back; the portal sees it only while published", async () => {
    const draft = await create(A, staffA, article(categoryA, "Paying an invoice online"));
    expect(draft).toMatchObject({ status: "draft", slug: "paying-an-invoice-online" });
    const portalRead = () =>
      call(t.app, "GET", `/api/client-portal/help/articles/${draft.id}`, undefined, as(A, portalA));
    const portalSearch = async () =>
      (await call(t.app, "GET", "/api/client-portal/help/articles?q=invoice", undefined, as(A, portalA))).json();
    expect((await portalRead()).statusCode).toBe(404);
    expect((await portalSearch()).items).toEqual([]);

    const published = await call(t.app, "POST", `/api/help-articles/${draft.id}/publish`, undefined, as(A, staffA));
    expect(published.json()).toMatchObject({ status: "published" });
    expect(published.json().publishedAt).toEqual(expect.any(String));
    expect((await portalRead()).json()).toMatchObject({ title: "Paying an invoice online", body: expect.any(String) });
    expect((await portalSearch()).items.map((a: { id: string }) => a.id)).toEqual([draft.id]);

    await call(t.app, "POST", `/api/help-articles/${draft.id}/unpublish`, undefined, as(A, staffA));
    expect((await portalRead()).statusCode).toBe(404);
    expect((await portalSearch()).total).toBe(0);

    expect((await call(t.app, "DELETE", `/api/help-articles/${draft.id}`, undefined, as(A, staffA))).statusCode).toBe(
      204,
    );
    expect((await call(t.app, "GET", `/api/help-articles/${draft.id}`, undefined, as(A, staffA))).statusCode).toBe(404);
  });

  it("gives a second article of the same title its own slug", async () => {
    const one = await create(A, adminA, article(categoryA, "Same title twice"));
    const two = await create(A, adminA, article(categoryA, "Same title twice"));
    expect([one.slug, two.slug]).toEqual(["same-title-twice", "same-title-twice-2"]);
  });

  it("answers bad input with 400 and field errors, and another tenant's category as unknown", async () => {
    const bad = await call(t.app, "POST", "/api/help-articles", { title: "x" }, as(A, adminA));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toHaveProperty("title");
    const foreign = await call(t.app, "POST", "/api/help-articles", article(categoryB, "Sneaky"), as(A, adminA));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fieldErrors).toHaveProperty("categoryId");
    const short = await call(t.app, "GET", "/api/help-articles?q=ab", undefined, as(A, adminA));
    expect(short.statusCode).toBe(400);
  });

  it("manages categories: duplicate names 409, a used category cannot be deleted, an empty one can", async () => {
    const dup = await call(t.app, "POST", "/api/help-article-categories", { name: "billing QUESTIONS" }, as(A, adminA));
    expect(dup.statusCode).toBe(409);
    const inUse = await call(t.app, "DELETE", `/api/help-article-categories/${categoryA}`, undefined, as(A, adminA));
    expect(inUse.statusCode).toBe(409);
    const spare = (await call(t.app, "POST", "/api/help-article-categories", { name: "Spare" }, as(A, staffA))).json();
    const renamed = await call(
      t.app,
      "PUT",
      `/api/help-article-categories/${spare.id}`,
      { name: "Extra" },
      as(A, staffA),
    );
    expect(renamed.json()).toMatchObject({ name: "Extra", articleCount: 0 });
    const gone = await call(t.app, "DELETE", `/api/help-article-categories/${spare.id}`, undefined, as(A, staffA));
    expect(gone.statusCode).toBe(204);
  });
});

describe("search", () => {
  it("ranks a title match above a summary match above a body match, pages with a total and marks matches", async () => {
    const inBody = await create(
      A,
      adminA,
      article(categoryA, "Office hours", { body: "We answer every refundable deposit question by phone." }),
    );
    const inSummary = await create(
      A,
      adminA,
      article(categoryA, "Money matters", { summary: "About your refundable deposit and payments." }),
    );
    const inTitle = await create(A, adminA, article(categoryA, "Refundable deposit explained"));
    for (const a of [inBody, inSummary, inTitle])
      await call(t.app, "POST", `/api/help-articles/${a.id}/publish`, undefined, as(A, adminA));

    const first = (
      await call(
        t.app,
        "GET",
        "/api/client-portal/help/articles?q=refundable%20deposit&pageSize=2",
        undefined,
        as(A, portalA),
      )
    ).json();
    expect(first.total).toBe(3);
    expect(first.items.map((a: { id: string }) => a.id)).toEqual([inTitle.id, inSummary.id]);
    expect(first.items[0].highlight.title).toContain(`${KB_HIGHLIGHT_START}Refundable`);
    const second = (
      await call(
        t.app,
        "GET",
        "/api/client-portal/help/articles?q=refundable%20deposit&pageSize=2&page=2",
        undefined,
        as(A, portalA),
      )
    ).json();
    expect(second).toMatchObject({ total: 3, page: 2 });
    expect(second.items.map((a: { id: string }) => a.id)).toEqual([inBody.id]);
    const past = (
      await call(t.app, "GET", "/api/client-portal/help/articles?q=refundable&page=9", undefined, as(A, portalA))
    ).json();
    expect(past).toMatchObject({ items: [], total: 3 });
  });

  it("lists staff drafts with a status filter, and portal categories only with published articles", async () => {
    const drafts = (await call(t.app, "GET", "/api/help-articles?status=draft", undefined, as(A, staffA))).json();
    expect(drafts.items.length).toBeGreaterThan(0);
    expect(drafts.items.every((a: { status: string }) => a.status === "draft")).toBe(true);
    const empty = (
      await call(t.app, "POST", "/api/help-article-categories", { name: "Empty one" }, as(A, staffA))
    ).json();
    const portalCategories = (
      await call(t.app, "GET", "/api/client-portal/help/categories", undefined, as(A, portalA))
    ).json();
    expect(portalCategories.map((c: { id: string }) => c.id)).not.toContain(empty.id);
    expect(portalCategories.every((c: { articleCount: number }) => c.articleCount > 0)).toBe(true);
  });
});

describe("isolation", () => {
  it("one workspace's articles never reach another's staff or portal, by search, list or id", async () => {
    const secret = await create(A, adminA, article(categoryA, "Xylophone lessons for patients"));
    await call(t.app, "POST", `/api/help-articles/${secret.id}/publish`, undefined, as(A, adminA));
    expect(
      (await call(t.app, "GET", "/api/client-portal/help/articles?q=xylophone", undefined, as(A, portalA))).json()
        .total,
    ).toBe(1);

    const portalSearch = await call(
      t.app,
      "GET",
      "/api/client-portal/help/articles?q=xylophone",
      undefined,
      as(B, portalB),
    );
    expect(portalSearch.json()).toMatchObject({ items: [], total: 0 });
    const staffSearch = await call(t.app, "GET", "/api/help-articles?q=xylophone", undefined, as(B, adminB));
    expect(staffSearch.json()).toMatchObject({ items: [], total: 0 });
    const all = (
      await call(t.app, "GET", "/api/client-portal/help/articles?pageSize=50", undefined, as(B, portalB))
    ).json();
    expect(all.items.map((a: { id: string }) => a.id)).not.toContain(secret.id);

    expect(
      (await call(t.app, "GET", `/api/client-portal/help/articles/${secret.id}`, undefined, as(B, portalB))).statusCode,
    ).toBe(404);
    expect((await call(t.app, "GET", `/api/help-articles/${secret.id}`, undefined, as(B, adminB))).statusCode).toBe(
      404,
    );
    const hijack = await call(
      t.app,
      "PUT",
      `/api/help-articles/${secret.id}`,
      article(categoryB, "Hijacked"),
      as(B, adminB),
    );
    expect(hijack.statusCode).toBe(404);
    expect((await call(t.app, "DELETE", `/api/help-articles/${secret.id}`, undefined, as(B, adminB))).statusCode).toBe(
      404,
    );
    // B's session on A's host, and A's portal client on B's host, are refused outright.
    expect([401, 403]).toContain((await call(t.app, "GET", "/api/help-articles", undefined, as(A, adminB))).statusCode);
    expect([401, 403]).toContain(
      (await call(t.app, "GET", "/api/client-portal/help/articles", undefined, as(B, portalA))).statusCode,
    );
    expect((await call(t.app, "GET", `/api/help-articles/${secret.id}`, undefined, as(A, adminA))).json().title).toBe(
      "Xylophone lessons for patients",
    );
  });

  it("portal clients cannot use the staff endpoints, nor anonymous visitors the portal's", async () => {
    expect((await call(t.app, "GET", "/api/help-articles", undefined, as(A, portalA))).statusCode).toBe(401);
    expect((await call(t.app, "GET", "/api/client-portal/help/articles", undefined, { host: A })).statusCode).toBe(401);
  });

  it("two articles of one title saved at once both get a slug of their own", async () => {
    const body = article(categoryA, "Parking at the clinic");
    const both = await Promise.all([
      call(t.app, "POST", "/api/help-articles", body, as(A, adminA)),
      call(t.app, "POST", "/api/help-articles", body, as(A, adminA)),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(new Set(both.map((r) => r.json().slug)).size).toBe(2);
  });
});
