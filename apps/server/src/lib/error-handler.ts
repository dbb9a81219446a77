import type { ApiErrorBody } from "@engagesuite/shared";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { HttpError } from "./http-error";

export const SERVICE_UNAVAILABLE_MESSAGE = "The service is temporarily unavailable. Please try again in a moment.";

/** Connection-level failures: the database is down or unreachable, not a bug in the request. */
function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: string; cause?: unknown; message?: string } | null;
  if (!e) return false;
  const codes = [
    "ECONNREFUSED",
    "ECONNRESET",
    "ETIMEDOUT",
    "EPIPE",
    "57P01",
    "57P02",
    "57P03",
    "08000",
    "08003",
    "08006",
  ];
  if (e.code && codes.includes(e.code)) return true;
  const message = e.message ?? "";
  if (
    /Connection terminated|connection timeout|Client has encountered a connection error|PGlite is closed/i.test(message)
  ) {
    return true;
  }
  return e.cause ? isDatabaseUnavailable(e.cause) : false;
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
