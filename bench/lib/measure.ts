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

/** One request of a mixed workload: `route` names the row of the per-route breakdown it counts in. */
export interface MixedRequest {
  route: string;
  method: "GET" | "POST";
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface MixedOptions {
  connections: number;
  durationSeconds: number;
  /** Sent in this order, all connections drawing the next one in turn (and from the top again after the last). */
  requests: MixedRequest[];
  /** Where in `requests` the run starts. */
  start?: number;
}

/** An open-loop run: requests leave at a fixed rate whatever the answers, over up to `connections` kept-alive sockets. */
export interface PacedOptions extends MixedOptions {
  requestsPerSecond: number;
}

export interface MixedResult {
  /** All requests together (req/s over the whole run). */
  total: RouteResult;
  /** Per route, in the order the routes first appear in `requests`; each route's req/s is its share of the run. */
  routes: RouteResult[];
}

/**
 * Runs autocannon against one URL in a child process, so the load generator never shares the event loop of an
 * in-process server under test, and reports throughput and exact latency percentiles (ms) of every response.
 */
export function measure(name: string, url: string, options: MeasureOptions): Promise<RouteResult> {
  return inWorker({ name, url, options });
}

/**
 * One autocannon run of a mixed workload against `url`'s server, with throughput and latency per route as well as in
 * all (autocannon reports only the total: the worker attributes each response to the request it answers).
 */
export function measureMixed(name: string, url: string, mixed: MixedOptions): Promise<MixedResult> {
  return inWorker({ name, url, mixed });
}

/**
 * The mixed workload at a fixed arrival rate (open loop): each request's latency runs from the moment it was due to
 * leave, so a wait for a free socket or behind a late answer counts (no coordinated omission).
 */
export function measurePaced(name: string, url: string, paced: PacedOptions): Promise<PacedResult> {
  return inWorker({ name, url, paced });
}

export interface PacedResult extends MixedResult {
  /** Requests sent a second over the run, and the most that were waiting for their answers at once. */
  sentPerSecond: number;
  peakInFlight: number;
}

function inWorker<T>(message: {
  name: string;
  url: string;
  options?: MeasureOptions;
  mixed?: MixedOptions;
  paced?: PacedOptions;
}): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL("./load-worker.ts", import.meta.url)), {
      execArgv: ["--import", "tsx"],
      serialization: "advanced",
    });
    child.once("message", (result) => resolve(result as T));
    child.once("error", reject);
    child.once("exit", (code) => {
      if (code !== 0) reject(new Error(`load generator exited with ${code}`));
    });
    child.send(message);
  });
}

export function formatTable(results: RouteResult[]): string {
  const header = "| route | req/s | p50 ms | p95 ms | p99 ms | non-2xx | errors |\n|---|---:|---:|---:|---:|---:|---:|";
  const rows = results.map(
    (r) => `| ${r.name} | ${r.requestsPerSecond} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.non2xx} | ${r.errors} |`,
  );
  return [header, ...rows].join("\n");
}
