import { TAG_MESSAGES } from "@engagesuite/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_LOGINS } from "../../db/seed/accounts";
import { createTestApp, demoTenantIds, type TestApp } from "../../test/harness";
import { call, cookieFrom } from "../../test/http";

let t: TestApp;
let ids: { demo: string; summit: string };
let demoStaff: string;
let demoAdmin: string;
let summitAdmin: string;
const DEMO = "demo.localhost:3000";
const SUMMIT = "summit.localhost:3000";
type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

async function staffCookie(host: string, username: string, password: string) {
  const res = await call(t.app, "POST", "/api/auth/tenant/login", { username, password }, { host });
  expect(res.statusCode).toBe(200);
  return cookieFrom(res);
}

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoTenantIds(t);
  demoStaff = await staffCookie(DEMO, DEMO_LOGINS.demoStaff.username, DEMO_LOGINS.demoStaff.password);
  demoAdmin = await staffCookie(DEMO, DEMO_LOGINS.demoAdmin.username, DEMO_LOGINS.demoAdmin.password);
  summitAdmin = await staffCookie(SUMMIT, DEMO_LOGINS.summitAdmin.username, DEMO_LOGINS.summitAdmin.password);
});
afterAll(() => t.close());

const asStaff = (method: Method, url: string, body?: unknown) =>
  call(t.app, method, url, body, { host: DEMO, cookie: demoStaff });
const asAdmin = (method: Method, url: string, body?: unknown) =>
  call(t.app, method, url, body, { host: DEMO, cookie: demoAdmin });
const asSummit = (method: Method, url: string, body?: unknown) =>
  call(t.app, method, url, body, { host: SUMMIT, cookie: summitAdmin });

const tagsUrl = () => `/api/tenants/${ids.demo}/tags`;
async function newContact(name: string, extra: Record<string, unknown> = {}) {
  const res = await asStaff("POST", `/api/tenants/${ids.demo}/contacts`, { name, ...extra });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; tagIds: string[]; ownerUserId: string | null };
}
async function newTag(name: string) {
  const res = await asStaff("POST", tagsUrl(), { name });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; name: string; color: string };
}
const listNames = async (query: string) =>
  (await asStaff("GET", `/api/tenants/${ids.demo}/contacts${query}`)).json().map((c: { name: string }) => c.name);

describe("tags", () => {
  it("are created by any member, unique by name in any case, and listed with their contact counts", async () => {
    const tag = await newTag("Zebra board");
    expect(TAG_MESSAGES).toBeDefined();
    expect(tag.color).toMatch(/^[a-z]+$/);
    const twin = await asStaff("POST", tagsUrl(), { name: "zebra BOARD" });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().message).toBe(TAG_MESSAGES.nameTaken);
    const contact = await newContact("Tagged Zed");
    expect((await asStaff("PUT", `/api/contacts/${contact.id}/tags/${tag.id}`)).statusCode).toBe(204);
    expect((await asStaff("PUT", `/api/contacts/${contact.id}/tags/${tag.id}`)).statusCode).toBe(204);
    const listed = (await asStaff("GET", tagsUrl())).json().find((x: { id: string }) => x.id === tag.id);
    expect(listed).toMatchObject({ name: "Zebra board", contacts: 1 });
    const row = (await asStaff("GET", `/api/tenants/${ids.demo}/contacts?search=tagged zed`)).json()[0];
    expect(row.tagIds).toEqual([tag.id]);
    expect((await asStaff("DELETE", `/api/contacts/${contact.id}/tags/${tag.id}`)).statusCode).toBe(204);
    expect((await asStaff("GET", `/api/tenants/${ids.demo}/contacts?search=tagged zed`)).json()[0].tagIds).toEqual([]);
  });

  it.each([
    [{ name: "" }, "name"],
    [{ name: "x".repeat(41) }, "name"],
    [{ name: "Fine", color: "mauve" }, "color"],
  ])("refuses %o with 400 and writes nothing", async (body, field) => {
    const before = (await asStaff("GET", tagsUrl())).json().length;
    const res = await asStaff("POST", tagsUrl(), body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors)).toContain(field);
    expect((await asStaff("GET", tagsUrl())).json().length).toBe(before);
  });

  it("are renamed and deleted by an administrator only; deleting takes the tag off its contacts", async () => {
    const tag = await newTag("Rename me");
    const contact = await newContact("Renamed Tag Holder");
    await asStaff("PUT", `/api/contacts/${contact.id}/tags/${tag.id}`);
    expect((await asStaff("PATCH", `${tagsUrl()}/${tag.id}`, { name: "Renamed" })).statusCode).toBe(403);
    expect((await asStaff("DELETE", `${tagsUrl()}/${tag.id}`)).statusCode).toBe(403);
    const renamed = await asAdmin("PATCH", `${tagsUrl()}/${tag.id}`, { name: "Renamed", color: "teal" });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: "Renamed", color: "teal", contacts: 1 });
    const other = await newTag("Other name");
    expect((await asAdmin("PATCH", `${tagsUrl()}/${other.id}`, { name: "RENAMED" })).statusCode).toBe(409);
    expect((await asAdmin("PATCH", `${tagsUrl()}/${tag.id}`, {})).statusCode).toBe(400);
    expect((await asAdmin("DELETE", `${tagsUrl()}/${tag.id}`)).statusCode).toBe(204);
    expect((await asAdmin("DELETE", `${tagsUrl()}/${tag.id}`)).statusCode).toBe(404);
    const row = (await asStaff("GET", `/api/tenants/${ids.demo}/contacts?search=renamed tag holder`)).json()[0];
    expect(row.tagIds).toEqual([]);
  });

  it("never reach another workspace's tags or contacts, whatever the ids", async () => {
    const tag = await newTag("Private tag");
    const contact = await newContact("Private Contact");
    // Another workspace's id in the path: refused before any query.
    expect((await asSummit("GET", tagsUrl())).statusCode).toBe(403);
    const summitTags = (await asSummit("GET", `/api/tenants/${ids.summit}/tags`)).json();
    expect(summitTags.map((x: { id: string }) => x.id)).not.toContain(tag.id);
    expect((await asSummit("PATCH", `/api/tenants/${ids.summit}/tags/${tag.id}`, { name: "Stolen" })).statusCode).toBe(
      404,
    );
    expect((await asSummit("DELETE", `/api/tenants/${ids.summit}/tags/${tag.id}`)).statusCode).toBe(404);
    expect((await asSummit("PUT", `/api/contacts/${contact.id}/tags/${tag.id}`)).statusCode).toBe(404);
    const summitTag = (await asSummit("POST", `/api/tenants/${ids.summit}/tags`, { name: "Summit only" })).json();
    // The demo's contact with summit's tag, and the other way round: neither exists here.
    expect((await asStaff("PUT", `/api/contacts/${contact.id}/tags/${summitTag.id}`)).statusCode).toBe(404);
    expect((await asStaff("GET", `/api/tenants/${ids.demo}/contacts?tags=${summitTag.id}`)).json()).toEqual([]);
    expect((await asStaff("GET", tagsUrl())).json().find((x: { id: string }) => x.id === tag.id).name).toBe(
      "Private tag",
    );
  });
});

describe("the list's tag filter", () => {
  it("keeps the contacts carrying ALL the chosen tags, with the other filters, paging and the total", async () => {
    const red = await newTag("Filter red");
    const blue = await newTag("Filter blue");
    const both = ["Filter Both A", "Filter Both B", "Filter Both C"];
    for (const name of both) {
      const c = await newContact(name, { status: "PENDING" });
      await asStaff("PUT", `/api/contacts/${c.id}/tags/${red.id}`);
      await asStaff("PUT", `/api/contacts/${c.id}/tags/${blue.id}`);
    }
    const onlyRed = await newContact("Filter Only Red");
    await asStaff("PUT", `/api/contacts/${onlyRed.id}/tags/${red.id}`);
    const onlyBlue = await newContact("Filter Only Blue", { status: "PENDING" });
    await asStaff("PUT", `/api/contacts/${onlyBlue.id}/tags/${blue.id}`);

    expect(await listNames(`?tags=${red.id}`)).toEqual([
      "Filter Both A",
      "Filter Both B",
      "Filter Both C",
      "Filter Only Red",
    ]);
    expect(await listNames(`?tags=${red.id},${blue.id}`)).toEqual(both);
    expect(await listNames(`?tags=${blue.id}&status=PENDING`)).toEqual([...both, "Filter Only Blue"]);
    expect(await listNames(`?tags=${red.id}&search=only`)).toEqual(["Filter Only Red"]);
    const first = await asStaff("GET", `/api/tenants/${ids.demo}/contacts?tags=${red.id},${blue.id}&limit=2`);
    expect(first.headers["x-total-count"]).toBe("3");
    expect(first.json().map((c: { name: string }) => c.name)).toEqual(both.slice(0, 2));
    const next = await asStaff(
      "GET",
      `/api/tenants/${ids.demo}/contacts?tags=${red.id},${blue.id}&limit=2&cursor=${first.headers["x-next-cursor"]}`,
    );
    expect(next.json().map((c: { name: string }) => c.name)).toEqual([both[2]]);
    expect(next.headers["x-next-cursor"]).toBeUndefined();
    // A tag of no contact, a tag that does not exist: nothing matches.
    expect(await listNames(`?tags=00000000-0000-4000-8000-00000000dead`)).toEqual([]);
  });

  it("answers 400 for a malformed tag filter", async () => {
    const bad = await asStaff("GET", `/api/tenants/${ids.demo}/contacts?tags=not-a-uuid`);
    expect(bad.statusCode).toBe(400);
    const many = Array.from({ length: 11 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`);
    expect((await asStaff("GET", `/api/tenants/${ids.demo}/contacts?tags=${many.join(",")}`)).statusCode).toBe(400);
  });
});

describe("contact owners", () => {
  it("lists the team to every member, sets an owner and filters my contacts", async () => {
    const owners = await asStaff("GET", `/api/tenants/${ids.demo}/contact-owners`);
    expect(owners.statusCode).toBe(200);
    const me = (await asStaff("GET", "/api/auth/me")).json();
    const myId: string = me.user?.id ?? me.id;
    expect(owners.json().map((o: { id: string }) => o.id)).toContain(myId);
    const mine = await newContact("Owned By Staff", { ownerUserId: myId });
    expect(mine.ownerUserId).toBe(myId);
    await newContact("Owned By Nobody");
    const names = await listNames("?owner=me&search=owned by");
    expect(names).toEqual(["Owned By Staff"]);
    // An edit without ownerUserId keeps the owner; null clears it.
    const kept = await asStaff("PUT", `/api/contacts/${mine.id}`, { name: "Owned By Staff" });
    expect(kept.json().ownerUserId).toBe(myId);
    const cleared = await asStaff("PUT", `/api/contacts/${mine.id}`, { name: "Owned By Staff", ownerUserId: null });
    expect(cleared.json().ownerUserId).toBeNull();
  });

  it("refuses an owner who is not a member of the workspace, writing nothing", async () => {
    const summitMember = (await asSummit("GET", `/api/tenants/${ids.summit}/contact-owners`)).json()[0].id;
    const res = await asStaff("POST", `/api/tenants/${ids.demo}/contacts`, {
      name: "Foreign Owner",
      ownerUserId: summitMember,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.ownerUserId).toEqual([TAG_MESSAGES.unknownOwner]);
    expect(await listNames("?search=foreign owner")).toEqual([]);
  });
});
