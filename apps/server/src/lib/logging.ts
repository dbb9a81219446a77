import type { FastifyRequest } from "fastify";

/** Query parameters whose values are secrets: reset and verification tokens, handoff codes, and their kin. */
const SECRET_PARAM = /token|code|secret|password|session|key|signature/i;
export const REDACTED = "[redacted]";

/**
 * The URL with every secret query value replaced, e.g. `/reset-password?token=[redacted]`. Only the names are
 * decoded to decide; everything else is kept byte for byte.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf("?");
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      if (eq < 0) return pair;
      let name = pair.slice(0, eq);
      try {
        name = decodeURIComponent(name.replace(/\+/g, " "));
      } catch {
        // A malformed name is judged as written.
      }
      return SECRET_PARAM.test(name) ? `${pair.slice(0, eq)}=${REDACTED}` : pair;
    })
    .join("&");
  return `${url.slice(0, q)}?${query}`;
}

/** Header values that carry sessions or credentials, wherever a log line includes headers. */
const REDACTED_PATHS = ["cookie", "set-cookie", "authorization", "x-api-key"].flatMap((header) => [
  `headers["${header}"]`,
  `req.headers["${header}"]`,
  `res.headers["${header}"]`,
  `*.headers["${header}"]`,
]);

export interface LogDestination {
  write(line: string): void;
}

/**
 * pino options for Fastify: secrets never reach the log (ASVS V7 / issue 15). Fastify logs each request's URL, so the
 * request serializer strips token and code values; cookie, set-cookie and authorization headers are censored too.
 */
export function loggerOptions(level: string, stream?: LogDestination) {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
