import type { AuditAction, AuthUser } from "@engagesuite/shared";
import type { FastifyRequest } from "fastify";
import type { Db, Tx } from "../../db/client";
import { withTenant } from "../../db/tenant";
import { auditEvents } from "./schema";

export interface AuditEventInput {
  tenantId: string;
  action: AuditAction;
  actorId?: string | null;
  actorName?: string | null;
  target?: string | null;
  ip?: string | null;
  details?: Record<string, unknown> | null;
  /** When it happened (default: now). */
  at?: Date;
}

/** Records one event inside the caller's transaction bound to the event's tenant (it commits or rolls back with it). */
export async function recordAuditEvent(tx: Tx, event: AuditEventInput): Promise<void> {
  await tx.insert(auditEvents).values({
    tenantId: event.tenantId,
    action: event.action,
    actorId: event.actorId ?? null,
    actorName: event.actorName?.slice(0, 200) ?? null,
    target: event.target?.slice(0, 500) ?? null,
    ip: event.ip ?? null,
    details: event.details ?? null,
    ...(event.at ? { createdAt: event.at } : {}),
  });
}

/** For callers without a tenant transaction (sign-in, settings written on the global tables): a transaction of its own. */
export function recordAuditEventNow(db: Db, event: AuditEventInput): Promise<void> {
  return withTenant(db, event.tenantId, (tx) => recordAuditEvent(tx, event));
}

/** Who did it and from where: a staff account of the request, named as it is now. */
export function auditActor(
  request: FastifyRequest,
  user: Pick<AuthUser, "id" | "email" | "username" | "firstName" | "lastName">,
): Pick<AuditEventInput, "actorId" | "actorName" | "ip"> {
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || user.username || user.email;
  return { actorId: user.id, actorName: name, ip: request.ip };
}
