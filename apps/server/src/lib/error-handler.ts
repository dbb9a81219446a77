import type { ApiErrorBody } from "@engagesuite/shared";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { HttpError } from "./http-error";

export const SERVICE_UNAVAILABLE_MESSAGE = "The service is temporarily unavailable. Please try again in a moment.";

/** Socket errors and SQLSTATEs that mean "no database right now" (down, restarting, unreachable, out of connections). */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
  "53300", // too_many_connections
  "57P01", // admin_shutdown: the server is stopping (or a restart) and ended the session
  "57P02", // crash_shutdown: another backend crashed and the server is resetting
  "57P03", // cannot_connect_now: starting up, in recovery, or shutting down
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
]);

/**
 * node-postgres' own words for a connection that died or never came: the socket closed, a client whose connection
 * failed or was closed, no connection within the pool's connect timeout.
 */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|PGlite is closed/i;

/**
 * Connection-level failures: the database is down or unreachable, not a bug in the request. Drivers and ORMs wrap the
 * original error (drizzle's DrizzleQueryError keeps it as `cause`; a failed dual-stack connect is an AggregateError).
 */
function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  const e = error as { code?: unknown; cause?: unknown; message?: unknown; errors?: unknown } | null;
  if (!e || typeof e !== "object" || depth > 5) return false;
  if (typeof e.code === "string" && UNAVAILABLE_CODES.has(e.code)) return true;
  if (typeof e.message === "string" && UNAVAILABLE_MESSAGES.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return e.cause ? isDatabaseUnavailable(e.cause, depth + 1) : false;
}

function fieldErrorsFrom(validation: { instancePath: string; message?: string }[]): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of validation) {
    const field = issue.instancePath.replace(/^\//, "").replace(/\//g, ".") || "_";
    const list = fieldErrors[field] ?? [];
    list.push(issue.message ?? "Invalid value");
    fieldErrors[field] = list;
  }
  return fieldErrors;
}

/**
 * Errors the router raises before any route runs (a path with a malformed %-escape, a path parameter longer than the
 * router allows): Fastify answers them with its own body unless told otherwise. Same shape as everything else, and the
 * offending path is not echoed back (it can be 100,000 characters of whatever the client sent).
 */
export function frameworkErrorAnswer(error: FastifyError): { status: number; body: ApiErrorBody } {
  const status = typeof error.statusCode === "number" && error.statusCode >= 400 ? error.statusCode : 400;
  if (status >= 500) return { status, body: { message: "Internal server error" } };
  const message = error.code === "FST_ERR_MAX_PARAM_LENGTH" ? "The request path is too long" : "Invalid request path";
  return { status, body: { message } };
}

/** One JSON error shape everywhere: `{ message, fieldErrors? }`; no client input yields a 500. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status = 500;
    let body: ApiErrorBody = { message: "Internal server error" };

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors = fieldErrorsFrom(error.validation);
      status = 400;
      body = { message: error.validation[0]?.message ?? "Invalid request", fieldErrors };
    } else if (error instanceof HttpError) {
      status = error.statusCode;
      if (error.headers) reply.headers(error.headers);
      body = error.fieldErrors
        ? { message: error.message, fieldErrors: error.fieldErrors }
        : { message: error.message };
    } else if (isDatabaseUnavailable(error)) {
      status = 503;
      body = { message: SERVICE_UNAVAILABLE_MESSAGE };
      reply.header("retry-after", "5");
    } else if (typeof error.statusCode === "number" && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = { message: error.message || "Bad request" };
    }

    if (status >= 500) request.log.error({ err: error }, "request failed");
    return reply.status(status).send(body);
  });
}
