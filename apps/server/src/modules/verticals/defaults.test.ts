import { isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tenants } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/harness";
import { seedPendingVerticalDefaults } from "./defaults";

describe("a vertical's defaults", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("the job seeds every workspace not yet seeded, once", async () => {
    const unseeded = () =>
      t.db.owner.db.select({ id: tenants.id }).from(tenants).where(isNull(tenants.verticalSeededAt));
    expect(await unseeded()).toEqual([]);
    await t.db.owner.db.update(tenants).set({ verticalSeededAt: null });
    const all = await t.db.owner.db.select({ id: tenants.id }).from(tenants);
    expect(await seedPendingVerticalDefaults(t.db.app.db)).toBe(all.length);
    expect(await unseeded()).toEqual([]);
    expect(await seedPendingVerticalDefaults(t.db.app.db)).toBe(0);
  });
});
