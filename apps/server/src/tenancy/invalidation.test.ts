import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEMO_LOGINS } from "../db/seed/accounts";
import { createTestApp, demoTenantIds, type TestApp, usingPostgres } from "../test/harness";
import { call, cookieFrom } from "../test/http";
import { announceTenantChanged, listenForTenantChanges } from "./invalidation";

const DEMO = "demo.localhost:3000";

describe("tenant info is invalidated on every node", () => {
  let nodeA: TestApp;
  let nodeB: TestApp;
  let tenantId: string;
  beforeAll(async () => {
    nodeA = await createTestApp();
    // A second app node on the same database, with its own tenant cache.
    nodeB = await createTestApp({ db: nodeA.db });
    tenantId = (await demoTenantIds(nodeA)).demo;
  });
  afterAll(async () => {
    await nodeB.app.close();
    await nodeA.close();
  });

  it("a listener hears every announced change (LISTEN/NOTIFY on PostgreSQL and PGlite)", async () => {
    const heard: number[] = [];
    const stop = await listenForTenantChanges(nodeA.db.app, () => heard.push(Date.now()), nodeA.app.log);
    try {
      if (usingPostgres()) {
        // One call on connecting (anything missed while it was not listening), then one per announcement.
        expect(heard).toHaveLength(1);
        await announceTenantChanged(nodeA.db.app.db, tenantId);
        await announceTenantChanged(nodeA.db.app.db, tenantId);
        await vi.waitFor(() => expect(heard).toHaveLength(3), { timeout: 5_000, interval: 20 });
      } else {
        await announceTenantChanged(nodeA.db.app.db, tenantId);
        await vi.waitFor(() => expect(heard).toHaveLength(1), { timeout: 5_000, interval: 20 });
      }
    } finally {
      await stop();
    }
  });

  it("a change saved on one node shows on the other's landing lookup", async () => {
    const login = await call(nodeA.app, "POST", "/api/auth/tenant/login", DEMO_LOGINS.demoAdmin, { host: DEMO });
    const cookie = cookieFrom(login);
    const lookup = () => call(nodeB.app, "GET", "/api/tenants/by-subdomain/demo", undefined, { host: DEMO });
    expect((await lookup()).json().name).toBe("Demo Health Clinic");
    const saved = await call(
      nodeA.app,
      "PATCH",
      `/api/tenants/${tenantId}/workspace`,
      { name: "Demo Clinic North" },
      { host: DEMO, cookie },
    );
    expect(saved.statusCode).toBe(200);
    expect(
      (await call(nodeA.app, "GET", "/api/tenants/by-subdomain/demo", undefined, { host: DEMO })).json().name,
    ).toBe("Demo Clinic North");
    await vi.waitFor(async () => expect((await lookup()).json().name).toBe("Demo Clinic North"), {
      timeout: 5_000,
      interval: 25,
    });
  });
});
