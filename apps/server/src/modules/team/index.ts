import { randomBytes } from "node:crypto";
import { INVITATION_TTL_DAYS } from "@engagesuite/shared";
import { hashToken } from "../../lib/tokens";
import { recordAuditEvent } from "../audit/record";
import { hashPassword } from "../auth/passwords";
import { users } from "../auth/schema";
import { defineModule } from "../module";
import { teamRoutes } from "./routes";
import { teamInvitations } from "./schema";

const DAY = 24 * 3_600_000;

/**
 * The demo workspace's wider team (the admin Avery Morgan and the staff member Riley Chen are seeded with the demo
 * logins): another administrator, one more staff member, a pending invitation and a deactivated member.
 */
const DEMO_TEAM = [
  {
    firstName: "Priya",
    lastName: "Shah",
    username: "priya.shah",
    role: "TENANT_ADMIN",
    status: "active",
    lastSeenDaysAgo: 1,
  },
  { firstName: "Marcus", lastName: "Lee", username: "marcus.lee", role: "STAFF", status: "active", lastSeenDaysAgo: 3 },
  { firstName: "Sofia", lastName: "Alvarez", username: null, role: "STAFF", status: "invited", lastSeenDaysAgo: null },
  {
    firstName: "Tom",
    lastName: "Becker",
    username: "tom.becker",
    role: "STAFF",
    status: "deactivated",
    lastSeenDaysAgo: 40,
  },
] as const;

/** The workspace's team (issue 17 points 1, 2, 4, 5): members, invitations, roles, deactivation and seats. */
export const teamModule = defineModule({
  name: "team",
  routes: teamRoutes,
  seedDemo: async (tx, tenant) => {
    if (tenant.subdomain !== "demo") return;
    // No one knows this password: the extra members are there to be seen, not to sign in.
    const passwordHash = await hashPassword(randomBytes(32).toString("hex"));
    const now = Date.now();
    for (const person of DEMO_TEAM) {
      const email = `${person.firstName}.${person.lastName}@demo-health.example`.toLowerCase();
      const [row] = await tx
        .insert(users)
        .values({
          tenantId: tenant.id,
          role: person.role,
          email,
          username: person.username,
          firstName: person.firstName,
          lastName: person.lastName,
          passwordHash,
          status: person.status,
          lastLoginAt: person.lastSeenDaysAgo === null ? null : new Date(now - person.lastSeenDaysAgo * DAY),
          emailVerifiedAt: person.status === "invited" ? null : new Date(now - 60 * DAY),
        })
        .returning({ id: users.id });
      if (person.status === "invited") {
        await tx.insert(teamInvitations).values({
          userId: row!.id,
          // A token no one has: the invitation shows as pending; "Resend" mails a working link.
          tokenHash: hashToken(randomBytes(32).toString("base64url")),
          expiresAt: new Date(now + (INVITATION_TTL_DAYS - 2) * DAY),
          createdAt: new Date(now - 2 * DAY),
        });
        await recordAuditEvent(tx, {
          tenantId: tenant.id,
          action: "invitation_sent",
          actorName: "Avery Morgan",
          target: `Sofia Alvarez <${email}>`,
          ip: "203.0.113.10",
          at: new Date(now - 2 * DAY),
        });
      }
      if (person.status === "deactivated") {
        await recordAuditEvent(tx, {
          tenantId: tenant.id,
          action: "member_deactivated",
          actorName: "Avery Morgan",
          target: `Tom Becker <${email}>`,
          ip: "203.0.113.10",
          at: new Date(now - 10 * DAY),
        });
      }
    }
  },
});
