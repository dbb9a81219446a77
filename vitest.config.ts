import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";

/**
 * One Vitest run, several projects: shared + web (unit/component), server on PGlite and on PostgreSQL. The fault tests
 * (src/faults: PostgreSQL crashed and restarted, a server killed mid-provisioning) need a real PostgreSQL, so they run
 * in server-pg only.
 */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on CI's 2 cores, where the suite then runs
    // file after file with a core idle while each file waits on jsdom, imports or the database.
    maxWorkers: Math.max(2, availableParallelism()),
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
