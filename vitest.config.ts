import { configDefaults, defineConfig } from "vitest/config";

/**
 * One Vitest run, several projects: shared + web (unit/component), server on PGlite and on PostgreSQL. The fault tests
 * (src/faults: PostgreSQL crashed and restarted, a server killed mid-provisioning) need a real PostgreSQL, so they run
 * in server-pg only.
 */
export default defineConfig({
  test: {
    projects: [
      "packages/shared/vitest.config.ts",
      "apps/web/vitest.config.ts",
      {
        extends: "apps/server/vitest.config.ts",
        test: {
          name: "server",
          root: "apps/server",
          env: { TEST_DB: "pglite" },
          exclude: [...configDefaults.exclude, "src/faults/**"],
        },
      },
      {
        extends: "apps/server/vitest.config.ts",
        test: { name: "server-pg", root: "apps/server", env: { TEST_DB: "postgres" } },
      },
    ],
  },
});
