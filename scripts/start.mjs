// `npm start`: install what is missing, build the web app and the server when they changed, then run the compiled
// server with node: migrate, seed and serve on :3000.
import { ensureInstalled, ensureServerBuilt, ensureWebBuilt, serve, serverEntry } from "./lib.mjs";

ensureInstalled();
ensureWebBuilt();
ensureServerBuilt();
serve(process.execPath, [serverEntry], {
  NODE_ENV: process.env.NODE_ENV ?? "production",
  LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
});
