import http from "node:http";
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";
import type { MeasureOptions, MixedOptions, MixedResult, PacedOptions, PacedResult, RouteResult } from "./measure";

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
  return {
    total: summary(name, all, seconds, result.non2xx, result.errors),
    // Connection errors and timeouts are not tied to a request: they are counted in the total only.
    routes: [...routes].map(([route, { latencies, non2xx }]) => summary(route, latencies, seconds, non2xx, 0)),
  };
}

function summary(name: string, latencies: number[], seconds: number, non2xx: number, errors: number): RouteResult {
  latencies.sort((a, b) => a - b);
  return {
    name,
    requestsPerSecond: Math.round(latencies.length / seconds),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    non2xx,
    errors,
  };
}

/**
 * Open loop, paced here rather than by autocannon: its overallRate gives each connection a budget per second, sent
 * back to back when the second starts, so the load comes in bursts once a second. Here the n-th request is due at
 * n / rate seconds and leaves then on a free kept-alive socket (up to `connections`, beyond which it waits for one); its
 * latency counts from when it was due.
 */
async function runPaced(name: string, url: string, options: PacedOptions): Promise<PacedResult> {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const routes = new Map<string, { latencies: number[]; non2xx: number }>();
  for (const request of options.requests) routes.set(request.route, { latencies: [], non2xx: 0 });
  const all: number[] = [];
  const total = Math.round(options.durationSeconds * options.requestsPerSecond);
  const interval = 1000 / options.requestsPerSecond;
  let next = options.start ?? 0;
  let errors = 0;
  let non2xx = 0;
  let inFlight = 0;
  let peakInFlight = 0;
  let sendingDone = false;
  let allAnswered = () => {};
  const answered = new Promise<void>((resolve) => {
    allAnswered = resolve;
  });

  const send = (due: number) => {
    const item = options.requests[next++ % options.requests.length]!;
    const route = routes.get(item.route)!;
    inFlight += 1;
    peakInFlight = Math.max(peakInFlight, inFlight);
    let finished = false;
    const finish = (status: number | null) => {
      if (finished) return;
      finished = true;
      inFlight -= 1;
      if (status === null) errors += 1;
      else {
        const latency = performance.now() - due;
        route.latencies.push(latency);
        all.push(latency);
        if (status < 200 || status > 299) {
          route.non2xx += 1;
          non2xx += 1;
        }
      }
      if (sendingDone && inFlight === 0) allAnswered();
    };
    const headers = item.body
      ? { ...item.headers, "content-length": String(Buffer.byteLength(item.body)) }
      : item.headers;
    const request = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method: item.method,
        path: item.path,
        headers,
        timeout: 10_000,
      },
      (response) => {
        response.on("end", () => finish(response.statusCode ?? 0));
        response.on("error", () => finish(null));
        response.resume();
      },
    );
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.on("error", () => finish(null));
    request.end(item.body);
  };

  const started = performance.now();
  let sent = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      while (sent < total && started + sent * interval <= performance.now()) {
        sent += 1;
        send(started + (sent - 1) * interval);
      }
      if (sent < total) setTimeout(tick, Math.max(0, started + sent * interval - performance.now()));
      else resolve();
    };
    tick();
  });
  const seconds = (performance.now() - started) / 1000;
  sendingDone = true;
  if (inFlight > 0) await answered;
  agent.destroy();
  return {
    total: summary(name, all, seconds, non2xx, errors),
    routes: [...routes].map(([route, { latencies, non2xx }]) => summary(route, latencies, seconds, non2xx, 0)),
    sentPerSecond: Math.round(total / seconds),
    peakInFlight,
  };
}

process.once("message", async (message) => {
  const { name, url, options, mixed, paced } = message as {
    name: string;
    url: string;
    options?: MeasureOptions;
    mixed?: MixedOptions;
    paced?: PacedOptions;
  };
  const result = paced
    ? await runPaced(name, url, paced)
    : mixed
      ? await runMixed(name, url, mixed)
      : await run(name, url, options!);
  process.send!(result, () => process.disconnect());
});
