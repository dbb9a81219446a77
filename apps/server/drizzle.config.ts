import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  // Every schema.ts: each module's own, and the platform parts' (tenancy, lib, mail). The db/schema.ts barrel re-exports
  // them for importers and is not read here.
  schema: [
    "./apps/server/src/modules/*/schema.ts",
    "./apps/server/src/tenancy/*schema.ts",
    "./apps/server/src/lib/schema.ts",
    "./apps/server/src/providers/*/schema.ts",
  ],
  out: "./apps/server/drizzle",
});
