import { publicVerticalSchema, serviceModuleSchema, verticalDetailSchema } from "@engagesuite/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: false });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });

describe("GET /api/public/verticals", () => {
  it("lists the seven seeded verticals in the spec's shape, cacheable for 5 minutes", async () => {
    const res = await get("/api/public/verticals");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=300");
    const body = z.array(publicVerticalSchema.strict()).parse(res.json());
    expect(body.map((v) => v.slug)).toEqual([
      "healthcare",
      "automotive",
      "financial",
      "real-estate",
      "legal",
      "construction",
      "education",
    ]);
    for (const v of body) {
      expect(v.heroImage).toMatch(/^\/images\/verticals\/[a-z-]+\.svg$/);
      expect(v.color).toMatch(/^#[0-9a-f]{6}$/i);
      expect(v.description.length).toBeGreaterThan(20);
    }
  });
});

describe("GET /api/verticals/showcase", () => {
  it("lists every vertical with the modules that suit it, the core module included", async () => {
    const res = await get("/api/verticals/showcase");
    expect(res.statusCode).toBe(200);
    const body = z.array(verticalDetailSchema).parse(res.json());
    expect(body).toHaveLength(7);
    for (const v of body) expect(v.modules.some((m) => m.type === "CORE")).toBe(true);
    const automotive = body.find((v) => v.slug === "automotive")!;
    expect(automotive.modules.map((m) => m.slug)).toContain("inventory");
    expect(body.find((v) => v.slug === "legal")!.modules.map((m) => m.slug)).not.toContain("inventory");
  });
});

describe("GET /api/verticals/{id}", () => {
  it("answers one vertical with its modules", async () => {
    const list = (await get("/api/public/verticals")).json() as { id: number; slug: string }[];
    const legal = list.find((v) => v.slug === "legal")!;
    const res = await get(`/api/verticals/${legal.id}`);
    expect(res.statusCode).toBe(200);
    const body = verticalDetailSchema.parse(res.json());
    expect(body).toMatchObject({ id: legal.id, slug: "legal", displayName: "Legal", industry: "legal" });
  });

  it("answers 404 with a JSON message for an unknown id", async () => {
    const res = await get("/api/verticals/99999");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Vertical not found" });
  });

  it.each(["abc", "1.5", "-3", "0", "99999999999", "1;drop table verticals"])(
    "answers 400 for the malformed id %s",
    async (id) => {
      const res = await get(`/api/verticals/${encodeURIComponent(id)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: "Invalid id", fieldErrors: { id: ["Invalid id"] } });
    },
  );
});

describe("GET /api/services", () => {
  it("lists every service module with exactly one CORE module", async () => {
    const res = await get("/api/services");
    expect(res.statusCode).toBe(200);
    const body = z.array(serviceModuleSchema.strict()).parse(res.json());
    expect(body.length).toBeGreaterThanOrEqual(8);
    expect(body.filter((m) => m.type === "CORE").map((m) => m.slug)).toEqual(["core"]);
  });
});

describe("GET /api/services/compatible/{verticalId}", () => {
  it("lists the modules that suit the vertical, CORE first", async () => {
    const list = (await get("/api/public/verticals")).json() as { id: number; slug: string }[];
    const construction = list.find((v) => v.slug === "construction")!;
    const res = await get(`/api/services/compatible/${construction.id}`);
    expect(res.statusCode).toBe(200);
    const slugs = (res.json() as { slug: string; type: string }[]).map((m) => m.slug);
    expect(slugs[0]).toBe("core");
    expect(slugs).toContain("inventory");
    expect(slugs).not.toContain("families");
  });

  it("answers 404 for an unknown vertical and 400 for a malformed one", async () => {
    expect((await get("/api/services/compatible/4242")).statusCode).toBe(404);
    const bad = await get("/api/services/compatible/healthcare");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: "Invalid id" });
  });
});
