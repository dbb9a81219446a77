// Builds the production server (apps/server/dist/main.js) when its sources changed (`--force` always builds).
import { ensureServerBuilt } from "./lib.mjs";

ensureServerBuilt({ force: process.argv.includes("--force") });
