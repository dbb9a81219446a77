import autocannon from "autocannon";
import type { MeasureOptions, RouteResult } from "./measure";

/** The load generator of measure(), in its own process: autocannon with every response's latency kept. */

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, index)] ?? 0) * 100) / 100;
}

async function run(name: string, url: string, options: MeasureOptions): Promise<RouteResult> {
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

process.once("message", async (message) => {
  const { name, url, options } = message as { name: string; url: string; options: MeasureOptions };
  process.send!(await run(name, url, options), () => process.disconnect());
});
