import autocannon from "autocannon";

export interface RouteResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, index)] ?? 0) * 100) / 100;
}

/** Runs autocannon against one URL and reports throughput and exact latency percentiles (ms) of every response. */
export async function measure(
  name: string,
  url: string,
  options: {
    connections: number;
    durationSeconds: number;
    headers?: Record<string, string>;
    method?: "GET" | "POST";
    body?: string;
    /** Rotate through these paths (so a cache cannot answer every request). */
    paths?: string[];
  },
): Promise<RouteResult> {
  const latencies: number[] = [];
  let rotation = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: options.connections,
        duration: options.durationSeconds,
        headers: options.headers,
        method: options.method ?? "GET",
        body: options.body,
        ...(options.paths
          ? {
              requests: [
                {
                  setupRequest: (request: autocannon.Request) => {
                    rotation = (rotation + 1) % options.paths!.length;
                    return { ...request, path: options.paths![rotation]! };
                  },
                },
              ],
            }
          : {}),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export function formatTable(results: RouteResult[]): string {
  const header = "| route | req/s | p50 ms | p95 ms | p99 ms | non-2xx | errors |\n|---|---:|---:|---:|---:|---:|---:|";
  const rows = results.map(
    (r) => `| ${r.name} | ${r.requestsPerSecond} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.non2xx} | ${r.errors} |`,
  );
  return [header, ...rows].join("\n");
}
