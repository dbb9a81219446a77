import { randomBytes } from "node:crypto";
import { PORTAL_INVITATION_TTL_DAYS } from "@engagesuite/shared";
import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { contacts, portalClients, portalInvitations, tenants } from "../../db/schema";
import { DEMO_LOGINS } from "../../db/seed/accounts";
import { hashToken } from "../../lib/tokens";
import { hashPassword } from "../auth/passwords";
import { resolveChoice } from "../choices/service";
import { defineModule } from "../module";
import { autoLinkContact } from "./queries";
import { portalAccountsRoutes } from "./routes";

const DAY = 24 * 3_600_000;

/** The demo clinic's portal beyond Jamie Rivera (seeded with the demo logins): one pending invitation, one disabled. */
const DEMO_PORTAL_PEOPLE = [
  { name: "Noah Patel", email: "noah.patel@example.com", status: "invited" },
  { name: "Grace Kim", email: "grace.kim@example.com", status: "disabled" },
] as const;

/** Jamie Rivera's contact (the demo portal client's e-mail, seeded before the modules' demo data), linked to it. */
async function seedClinicPortal(tx: Tx, tenantId: string): Promise<void> {
  const portalEmail = DEMO_LOGINS.demoPortalClient.email;
  const [jamie] = await tx
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.tenantId, tenantId), sql`lower(${contacts.email}) = ${portalEmail.toLowerCase()}`));
  // The workspace's first contact type (a clinic's PATIENT), not a generic key its list does not have.
  const type = await resolveChoice(tx, tenantId, "contactTypes", undefined);
  if (!jamie) {
    await tx.insert(contacts).values({
      tenantId,
      name: `${DEMO_LOGINS.demoPortalClient.firstName} ${DEMO_LOGINS.demoPortalClient.lastName}`,
      email: portalEmail,
      phone: "+1 555 0188",
      type,
      status: "ACTIVE",
    });
  }
  const [jamieClient] = await tx
    .select({ id: portalClients.id })
    .from(portalClients)
    .where(
      and(eq(portalClients.tenantId, tenantId), sql`lower(${portalClients.email}) = ${portalEmail.toLowerCase()}`),
    );
  if (jamieClient) await autoLinkContact(tx, tenantId, jamieClient.id);
  // No one knows this password: these accounts are there to be seen, not to sign in.
  const passwordHash = await hashPassword(randomBytes(32).toString("hex"));
  const now = Date.now();
  for (const person of DEMO_PORTAL_PEOPLE) {
    const [contact] = await tx
      .insert(contacts)
      .values({ tenantId, name: person.name, email: person.email, type, status: "ACTIVE" })
      .returning({ id: contacts.id });
    const [firstName = "", lastName = ""] = person.name.split(" ");
    const [client] = await tx
      .insert(portalClients)
      .values({
        tenantId,
        email: person.email,
        firstName,
        lastName,
        passwordHash,
        status: person.status,
        contactId: contact!.id,
        emailVerifiedAt: person.status === "disabled" ? new Date(now - 90 * DAY) : null,
        lastLoginAt: person.status === "disabled" ? new Date(now - 45 * DAY) : null,
        disabledAt: person.status === "disabled" ? new Date(now - 20 * DAY) : null,
        createdAt: new Date(now - (person.status === "disabled" ? 120 : 2) * DAY),
      })
      .returning({ id: portalClients.id });
    if (person.status === "invited") {
      await tx.insert(portalInvitations).values({
        tenantId,
        clientId: client!.id,
        // A token no one has: the invitation shows as pending; "Resend" mails a working link.
        tokenHash: hashToken(randomBytes(32).toString("base64url")),
        expiresAt: new Date(now + (PORTAL_INVITATION_TTL_DAYS - 2) * DAY),
        createdAt: new Date(now - 2 * DAY),
      });
    }
  }
}

/** The client portal's accounts as staff see them (issue 20 point 1), its settings, and portal invitations. */
export const portalAccountsModule = defineModule({
  name: "portal-accounts",
  routes: portalAccountsRoutes,
  seedDemo: async (tx, tenant) => {
    if (tenant.subdomain !== "demo" && tenant.subdomain !== "summit") return;
    const site = tenant.subdomain === "demo" ? "https://demo-health.example" : "https://summit-legal.example";
    await tx
      .update(tenants)
      .set({ privacyPolicyUrl: `${site}/privacy`, termsUrl: `${site}/terms` })
      .where(eq(tenants.id, tenant.id));
    if (tenant.subdomain === "demo") await seedClinicPortal(tx, tenant.id);
  },
});
