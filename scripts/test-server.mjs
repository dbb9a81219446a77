// Server integration tests: always on PGlite; on PostgreSQL too when TEST_DATABASE_URL is set.
import { bin, run } from "./lib.mjs";

const projects = ["--project", "server"];
if (process.env.TEST_DATABASE_URL) projects.push("--project", "server-pg");
else console.log("TEST_DATABASE_URL is not set: server tests run on PGlite only.");
run(bin("vitest"), ["run", ...projects]);
