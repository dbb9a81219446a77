import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";

export interface RouteResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
}

export interface MeasureOptions {
  connections: number;
  durationSeconds: number;
  headers?: Record<string, string>;
  method?: "GET" | "POST";
  body?: string;
  /** Rotate through these paths (so a cache cannot answer every request). */
  paths?: string[];
}

/**
 * Runs autocannon against one URL in a child process, so the load generator never shares the event loop of an
 * in-process server under test, and reports throughput and exact latency percentiles (ms) of every response.
 */
export function measure(name: string, url: string, options: MeasureOptions): Promise<RouteResult> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL("./load-worker.ts", import.meta.url)), {
      execArgv: ["--import", "tsx"],
      serialization: "advanced",
    });
    child.once("message", (result) => resolve(result as RouteResult));
    child.once("error", reject);
    child.once("exit", (code) => {
      if (code !== 0) reject(new Error(`load generator exited with ${code}`));
    });
    child.send({ name, url, options });
  });
}

export function formatTable(results: RouteResult[]): string {
  const header = "| route | req/s | p50 ms | p95 ms | p99 ms | non-2xx | errors |\n|---|---:|---:|---:|---:|---:|---:|";
  const rows = results.map(
    (r) => `| ${r.name} | ${r.requestsPerSecond} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.non2xx} | ${r.errors} |`,
  );
  return [header, ...rows].join("\n");
}
