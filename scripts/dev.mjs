// `npm run dev`: the API with reload on :3001 and the Vite dev server (hot reload, /api proxied) on :5173.
import { bin, ensureInstalled, serve } from "./lib.mjs";

ensureInstalled();
const apiPort = process.env.API_PORT ?? "3001";
const webPort = process.env.WEB_PORT ?? "5173";
serve(bin("tsx"), ["watch", "--clear-screen=false", "apps/server/src/main.ts"], {
  NODE_ENV: "development",
  PORT: apiPort,
  // Links in e-mails point at the page a developer opens (the Vite server), not at the API's own port.
  ...((process.env.APP_DOMAIN ?? "localhost") === "localhost"
    ? { PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${webPort}` }
    : {}),
  LOG_LEVEL: process.env.LOG_LEVEL ?? "info",
});
serve(bin("vite", "apps/web"), ["apps/web", "--port", webPort], { API_PORT: apiPort });
console.log("\n  Dev: http://localhost:5173 (web, hot reload)  ·  http://demo.localhost:5173 (demo tenant)\n");
