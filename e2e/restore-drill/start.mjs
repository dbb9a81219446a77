// The server of `npm run test:restore-drill`: the production build on a database restored from a backup.
import { ensureServerBuilt, serve } from "../../scripts/lib.mjs";

ensureServerBuilt();
serve(process.execPath, ["--import", "tsx", "apps/server/src/faults/restore-drill.ts"], {
  RESTORE_DRILL_PORT: process.env.E2E_PORT ?? "3400",
});
