import autocannon from "autocannon";
import type { MeasureOptions, MixedOptions, MixedResult, RouteResult } from "./measure";

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

/**
 * A mixed workload: every connection takes the next request of the list in turn. Autocannon answers each response to
 * the request object it was sent for (onResponse, then the 'response' event with its latency, in the same tick), so
 * each latency is counted under the route of the request it answers.
 */
async function runMixed(name: string, url: string, options: MixedOptions): Promise<MixedResult> {
  const routes = new Map<string, { latencies: number[]; non2xx: number }>();
  for (const request of options.requests) routes.set(request.route, { latencies: [], non2xx: 0 });
  const all: number[] = [];
  let next = options.start ?? 0;
  let answered = "";
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: options.connections,
        duration: options.durationSeconds,
        requests: [
          {
            setupRequest: (request: autocannon.Request, context: object) => {
              const item = options.requests[next++ % options.requests.length]!;
              (context as { route?: string }).route = item.route;
              return {
                ...request,
                method: item.method,
                path: item.path,
                headers: { ...item.headers },
                body: item.body,
              };
            },
            onResponse: (_status: number, _body: string, context: object) => {
              answered = (context as { route: string }).route;
            },
          },
        ],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on("response", (_client, status, _bytes, responseTime) => {
      const route = routes.get(answered)!;
      route.latencies.push(responseTime);
      if (status < 200 || status > 299) route.non2xx += 1;
      all.push(responseTime);
    });
  });
  const seconds = result.duration;
  const summary = (routeName: string, latencies: number[], non2xx: number, errors: number): RouteResult => {
    latencies.sort((a, b) => a - b);
    return {
      name: routeName,
      requestsPerSecond: Math.round(latencies.length / seconds),
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      non2xx,
      errors,
    };
  };
  return {
    total: summary(name, all, result.non2xx, result.errors),
    // Connection errors and timeouts are not tied to a request: they are counted in the total only.
    routes: [...routes].map(([route, { latencies, non2xx }]) => summary(route, latencies, non2xx, 0)),
  };
}

process.once("message", async (message) => {
  const { name, url, options, mixed } = message as {
    name: string;
    url: string;
    options?: MeasureOptions;
    mixed?: MixedOptions;
  };
  const result = mixed ? await runMixed(name, url, mixed) : await run(name, url, options!);
  process.send!(result, () => process.disconnect());
});
