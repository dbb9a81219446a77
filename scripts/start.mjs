// `npm start`: install what is missing, build the web app when it changed, then migrate, seed and serve on :3000.
import { bin, ensureInstalled, ensureWebBuilt, serve } from "./lib.mjs";

ensureInstalled();
ensureWebBuilt();
serve(bin("tsx"), ["apps/server/src/main.ts"], {
  NODE_ENV: process.env.NODE_ENV ?? "production",
  LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
});
