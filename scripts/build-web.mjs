// Builds the web app when its sources changed (`--force` always builds).
import { ensureWebBuilt } from "./lib.mjs";

ensureWebBuilt({ force: process.argv.includes("--force") });
