import { randomBytes } from "node:crypto";
import {
  INVITATION_TTL_DAYS,
  type InvitationCreate,
  seatLimitMessage,
  TEAM_MESSAGES,
  TEAM_ROLE_LABELS,
  type TeamMember,
  type TeamRole,
} from "@engagesuite/shared";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Config } from "../../config";
import type { Tx } from "../../db/client";
import { underSavepoint } from "../../db/tenant";
import { HttpError, notFound } from "../../lib/http-error";
import { tenantOrigin } from "../../lib/public-origin";
import { hashToken, newToken } from "../../lib/tokens";
import type { Mailer } from "../../providers/mail/mailer";
import { teamInvitationMail } from "../../providers/mail/templates";
import { tenants } from "../../tenancy/schema";
import type { AuditEventInput } from "../audit/record";
import { recordAuditEvent } from "../audit/record";
import { hashPassword } from "../auth/passwords";
import { staffSessions, userPasswordResets, users } from "../auth/schema";
import { findMember, lockTeam, otherActiveAdmins, seatsOf } from "./queries";
import { teamInvitations } from "./schema";

const DAY = 24 * 3_600_000;

export interface TeamDeps {
  config: Config;
  mailer: Mailer;
}

/** Who acts (an admin of the tenant) and how the audit log names them. */
export type Actor = Pick<AuditEventInput, "actorId" | "actorName" | "ip"> & { actorId: string; actorName: string };

const conflict = (message: string, field?: string) =>
  new HttpError(409, message, field ? { [field]: [message] } : undefined);

let unusable: Promise<string> | undefined;
/** An invited member's password hash: of a random secret no one knows, so no password matches it (made once). */
function unusablePasswordHash(): Promise<string> {
  unusable ??= hashPassword(randomBytes(32).toString("hex"));
  return unusable;
}

const memberName = (m: Pick<TeamMember, "firstName" | "lastName" | "email">) =>
  [m.firstName, m.lastName].filter(Boolean).join(" ") || m.email;

const target = (m: Pick<TeamMember, "firstName" | "lastName" | "email">) => `${memberName(m)} <${m.email}>`;

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === "23505") return true;
  }
  return false;
}

async function tenantOf(tx: Tx, tenantId: string) {
  const [row] = await tx
    .select({ name: tenants.name, subdomain: tenants.subdomain })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  if (!row) throw notFound();
  return row;
}

async function assertSeatFree(tx: Tx, tenantId: string, action: "invite" | "reactivate"): Promise<void> {
  const seats = await seatsOf(tx, tenantId);
  if (seats.limit !== null && seats.used >= seats.limit) {
    throw conflict(seatLimitMessage(seats.planName, seats.limit, action));
  }
}

async function mustFind(tx: Tx, tenantId: string, userId: string): Promise<TeamMember> {
  const member = await findMember(tx, tenantId, userId);
  if (!member) throw notFound(TEAM_MESSAGES.memberNotFound);
  return member;
}

/** A new single-use link for an invited member (any earlier link of theirs stops working) and its e-mail. */
async function sendInvitation(
  deps: TeamDeps,
  tx: Tx,
  tenantId: string,
  member: Pick<TeamMember, "id" | "email" | "role">,
  actor: Actor,
  now: Date,
): Promise<void> {
  const token = newToken();
  const values = {
    tokenHash: hashToken(token),
    invitedById: actor.actorId,
    expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY),
    createdAt: now,
  };
  await tx
    .insert(teamInvitations)
    .values({ userId: member.id, ...values })
    .onConflictDoUpdate({ target: teamInvitations.userId, set: values });
  const tenant = await tenantOf(tx, tenantId);
  const link = `${tenantOrigin(deps.config, tenant.subdomain)}/invitation#token=${encodeURIComponent(token)}`;
  await deps.mailer.enqueue(
    tx,
    teamInvitationMail({
      to: member.email,
      tenantName: tenant.name,
      inviterName: actor.actorName,
      roleLabel: TEAM_ROLE_LABELS[member.role],
      link,
      validDays: INVITATION_TTL_DAYS,
    }),
  );
}

/**
 * Invites a person: an `invited` account (no usable password) and a link valid 7 days, under the team's lock so the
 * plan's seats are counted one invitation at a time. An address of this team answers 409; an address with an account
 * elsewhere answers 409 too, without saying where.
 */
export async function invite(
  deps: TeamDeps,
  tx: Tx,
  tenantId: string,
  input: InvitationCreate,
  actor: Actor,
  now = new Date(),
): Promise<TeamMember> {
  await lockTeam(tx, tenantId);
  const email = input.email.toLowerCase();
  const [existing] = await tx
    .select({ tenantId: users.tenantId, status: users.status })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  if (existing) {
    if (existing.tenantId !== tenantId) throw conflict(TEAM_MESSAGES.emailTaken, "email");
    throw conflict(existing.status === "invited" ? TEAM_MESSAGES.alreadyInvited : TEAM_MESSAGES.emailInTeam, "email");
  }
  await assertSeatFree(tx, tenantId, "invite");
  const passwordHash = await unusablePasswordHash();
  let id: string;
  try {
    // A savepoint: another workspace inviting the same address at this moment loses on the unique index, cleanly.
    const [row] = await underSavepoint(tx, () =>
      tx
        .insert(users)
        .values({
          tenantId,
          role: input.role as TeamRole,
          email,
          firstName: input.firstName,
          lastName: input.lastName,
          passwordHash,
          status: "invited",
        })
        .returning({ id: users.id }),
    );
    id = row!.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(TEAM_MESSAGES.emailTaken, "email");
    throw error;
  }
  const member = await mustFind(tx, tenantId, id);
  await sendInvitation(deps, tx, tenantId, member, actor, now);
  await recordAuditEvent(tx, {
    tenantId,
    ...actor,
    action: "invitation_sent",
    target: target(member),
    details: { role: member.role },
  });
  return mustFind(tx, tenantId, id);
}

async function invited(tx: Tx, tenantId: string, userId: string): Promise<TeamMember> {
  const member = await mustFind(tx, tenantId, userId);
  if (member.status !== "invited") throw conflict(TEAM_MESSAGES.notInvited);
  return member;
}

export async function resend(deps: TeamDeps, tx: Tx, tenantId: string, userId: string, actor: Actor) {
  await lockTeam(tx, tenantId);
  const member = await invited(tx, tenantId, userId);
  await sendInvitation(deps, tx, tenantId, member, actor, new Date());
  await recordAuditEvent(tx, { tenantId, ...actor, action: "invitation_resent", target: target(member) });
  return mustFind(tx, tenantId, userId);
}

/** The invitation's link dies with the invited account, and its seat is free. */
export async function revoke(tx: Tx, tenantId: string, userId: string, actor: Actor): Promise<void> {
  await lockTeam(tx, tenantId);
  const member = await invited(tx, tenantId, userId);
  await tx.delete(users).where(and(eq(users.id, userId), eq(users.tenantId, tenantId), eq(users.status, "invited")));
  await recordAuditEvent(tx, { tenantId, ...actor, action: "invitation_revoked", target: target(member) });
}

async function assertNotLastAdmin(tx: Tx, tenantId: string, member: TeamMember): Promise<void> {
  if (member.role !== "TENANT_ADMIN" || member.status !== "active") return;
  if ((await otherActiveAdmins(tx, tenantId, member.id)) === 0) throw conflict(TEAM_MESSAGES.lastAdmin);
}

/** The new role applies to the member's next request (sessions read the role from the account). */
export async function changeRole(tx: Tx, tenantId: string, userId: string, role: TeamRole, actor: Actor) {
  await lockTeam(tx, tenantId);
  const member = await mustFind(tx, tenantId, userId);
  if (member.role === role) return member;
  if (role !== "TENANT_ADMIN") await assertNotLastAdmin(tx, tenantId, member);
  await tx
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)));
  await recordAuditEvent(tx, {
    tenantId,
    ...actor,
    action: "member_role_changed",
    target: target(member),
    details: { from: member.role, to: role },
  });
  return mustFind(tx, tenantId, userId);
}

/** Deactivation ends every session of the member at once; their tickets and notes keep their name (the row stays). */
export async function deactivate(tx: Tx, tenantId: string, userId: string, actor: Actor) {
  await lockTeam(tx, tenantId);
  const member = await mustFind(tx, tenantId, userId);
  if (member.status === "deactivated") throw conflict(TEAM_MESSAGES.alreadyDeactivated);
  if (member.status === "invited") throw conflict(TEAM_MESSAGES.invitedNotDeactivated);
  await assertNotLastAdmin(tx, tenantId, member);
  await tx
    .update(users)
    .set({ status: "deactivated", updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)));
  await tx.delete(staffSessions).where(eq(staffSessions.userId, userId));
  await tx.delete(userPasswordResets).where(eq(userPasswordResets.userId, userId));
  await recordAuditEvent(tx, { tenantId, ...actor, action: "member_deactivated", target: target(member) });
  return mustFind(tx, tenantId, userId);
}

/** A reactivated member takes a seat again, so the plan's limit applies as to an invitation. */
export async function reactivate(tx: Tx, tenantId: string, userId: string, actor: Actor) {
  await lockTeam(tx, tenantId);
  const member = await mustFind(tx, tenantId, userId);
  if (member.status !== "deactivated") throw conflict(TEAM_MESSAGES.notDeactivated);
  await assertSeatFree(tx, tenantId, "reactivate");
  await tx
    .update(users)
    .set({ status: "active", updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)));
  await recordAuditEvent(tx, { tenantId, ...actor, action: "member_reactivated", target: target(member) });
  return mustFind(tx, tenantId, userId);
}

/** The live invitation of this workspace a token names (a token of another workspace is not found here). */
export async function invitationByToken(tx: Tx, tenantId: string, token: string) {
  const [row] = await tx
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      expiresAt: teamInvitations.expiresAt,
      tenantName: tenants.name,
    })
    .from(teamInvitations)
    .innerJoin(users, eq(users.id, teamInvitations.userId))
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(
      and(
        eq(teamInvitations.tokenHash, hashToken(token)),
        gt(teamInvitations.expiresAt, new Date()),
        eq(users.tenantId, tenantId),
        eq(users.status, "invited"),
      ),
    );
  if (!row) throw new HttpError(400, TEAM_MESSAGES.invitationInvalid);
  return { ...row, role: row.role as TeamRole };
}

/**
 * Accepts an invitation once: the username (unique in the workspace) and the password are set, the account becomes
 * active, the link is spent. Answers the account's id; the caller starts the session after the commit.
 */
export async function accept(
  tx: Tx,
  tenantId: string,
  input: { token: string; username: string; passwordHash: string },
  ip: string,
): Promise<string> {
  const invitation = await invitationByToken(tx, tenantId, input.token);
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), sql`lower(${users.username}) = ${input.username.toLowerCase()}`));
  if (taken) throw conflict(TEAM_MESSAGES.usernameTaken, "username");
  const spent = await tx
    .delete(teamInvitations)
    .where(and(eq(teamInvitations.userId, invitation.userId), eq(teamInvitations.tokenHash, hashToken(input.token))))
    .returning({ userId: teamInvitations.userId });
  if (spent.length === 0) throw new HttpError(400, TEAM_MESSAGES.invitationInvalid);
  const now = new Date();
  try {
    await underSavepoint(tx, () =>
      tx
        .update(users)
        .set({
          username: input.username,
          passwordHash: input.passwordHash,
          passwordChangedAt: now,
          status: "active",
          // The link was mailed to this address: following it proves the address.
          emailVerifiedAt: now,
          updatedAt: now,
        })
        .where(and(eq(users.id, invitation.userId), eq(users.status, "invited"))),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(TEAM_MESSAGES.usernameTaken, "username");
    throw error;
  }
  const name = [invitation.firstName, invitation.lastName].filter(Boolean).join(" ") || input.username;
  await recordAuditEvent(tx, {
    tenantId,
    action: "invitation_accepted",
    actorId: invitation.userId,
    actorName: name,
    ip,
    target: `${name} <${invitation.email}>`,
  });
  return invitation.userId;
}
