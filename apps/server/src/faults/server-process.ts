import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { repoRoot, serverRoot } from "../paths";
import { freePort } from "./private-cluster";

/** How the process runs the server: its TypeScript sources under tsx, or the production build (`npm start`). */
export type ServerEntry = "source" | "build";

const ENTRY_ARGS: Record<ServerEntry, string[]> = {
  source: ["--import", "tsx", "apps/server/src/main.ts"],
  build: [path.join(serverRoot, "dist/main.js")],
};

/** A real server process (`main.ts`: migrate, seed, listen), as `npm start` runs it, that a test may kill. */
export interface ServerProcess {
  port: number;
  child: ChildProcess;
  /** Resolves with the exit code or signal once the process is gone. */
  exited: Promise<number | NodeJS.Signals | null>;
  /** What the process printed, for a failing test's message. */
  output(): string;
  /** SIGKILL: no shutdown hook, no graceful stop, the way a crashed node or an OOM kill ends it. */
  kill(): Promise<void>;
}

/**
 * Starts `node --import tsx apps/server/src/main.ts` (or, with entry "build", `node apps/server/dist/main.js`, which
 * the caller builds first) on a free port of 127.0.0.1 with only the environment given (plus PATH and HOME). Node
 * itself is the process, not a tsx launcher in front of it, so a signal reaches the server.
 */
export async function startServerProcess(
  env: Record<string, string>,
  entry: ServerEntry = "source",
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ENTRY_ARGS[entry], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      HOME: process.env.HOME ?? "/tmp",
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: String(port),
      APP_DOMAIN: "localhost",
      LOG_LEVEL: "warn",
      WEB_DIST: "/nonexistent-web-dist",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  // Should the test process exit without its afterAll, the server goes with it.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) => {
    child.once("exit", (code, signal) => {
      process.removeListener("exit", killOnExit);
      resolve(signal ?? code);
    });
  });
  return {
    port,
    child,
    exited,
    output: () => output,
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}
