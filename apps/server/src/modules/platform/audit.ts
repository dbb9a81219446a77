import { AUTH_MESSAGES } from "@engagesuite/shared";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { authEvents } from "../../db/schema";
import { HttpError } from "../../lib/http-error";

type Kind = "platform_login" | "tenant_login" | "portal_login";

function outcomeOf(error: unknown): string {
  if (!(error instanceof HttpError)) return "failure";
  if (error.statusCode === 429) return "rate_limited";
  if (error.statusCode === 403 && error.message.includes("tenant mismatch")) return "tenant_mismatch";
  if (error.statusCode === 403 && error.message === AUTH_MESSAGES.tenantSuspended) return "suspended";
  return "failure";
}

/**
 * Runs a sign-in and records its outcome for the authentication monitor. Recording never changes the answer: a
 * failure to record is logged, not thrown.
 */
export async function audited<T extends { userId: string; tenantId?: string | null; pending?: boolean }>(
  db: Db,
  request: FastifyRequest,
  event: { kind: Kind; identifier: string; tenantId: string | null },
  signIn: () => Promise<T>,
): Promise<T> {
  const record = (outcome: string, userId: string | null, tenantId = event.tenantId) =>
    db
      .insert(authEvents)
      .values({
        kind: event.kind,
        outcome,
        identifier: event.identifier.slice(0, 320),
        tenantId,
        userId,
        ip: request.ip,
        userAgent: request.headers["user-agent"]?.slice(0, 300) ?? null,
      })
      .catch((error) => request.log.warn({ err: error }, "could not record a sign-in event"));
  try {
    const result = await signIn();
    // A right password that still needs its second factor is recorded by the second step, not here.
    if (!result.pending) await record("success", result.userId, result.tenantId ?? event.tenantId);
    return result;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 400) throw error;
    await record(outcomeOf(error), null);
    throw error;
  }
}
