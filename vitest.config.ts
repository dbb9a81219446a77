import { defineConfig } from "vitest/config";

/** One Vitest run, several projects: shared + web (unit/component), server on PGlite and on PostgreSQL. */
export default defineConfig({
  test: {
    projects: [
      "packages/shared/vitest.config.ts",
      "apps/web/vitest.config.ts",
      {
        extends: "apps/server/vitest.config.ts",
        test: { name: "server", root: "apps/server", env: { TEST_DB: "pglite" } },
      },
      {
        extends: "apps/server/vitest.config.ts",
        test: { name: "server-pg", root: "apps/server", env: { TEST_DB: "postgres" } },
      },
    ],
  },
});
