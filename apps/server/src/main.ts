import { buildApp } from "./app";
import { loadConfig } from "./config";
import { prepareDatabase } from "./db/bootstrap";
import { printBanner } from "./lib/banner";

/** Starts the server: migrate, seed the catalogue (and demo data on a new database), listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  const { database } = await prepareDatabase(config);
  const app = await buildApp({ config, database });

  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ host: config.HOST, port: config.PORT });
  printBanner(config, database.kind);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
