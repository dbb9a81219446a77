import { DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR, INCLUDED_USERS, isModuleAvailable } from "@engagesuite/shared";
import { eq, isNull, sql } from "drizzle-orm";
import { DEVELOPMENT_SECRET_KEY } from "../../config";
import { SecretBox } from "../../lib/secret-box";
import { MODULES } from "../../modules";
import { hashPassword } from "../../modules/auth/passwords";
import { seedDemoTickets } from "../../modules/helpdesk/seed";
import { sealTotpSecret } from "../../modules/mfa/service";
import { seedVerticalDefaults } from "../../modules/verticals/defaults";
import type { Db, Tx } from "../client";
import { contacts, portalClients, serviceModules, tenants, users, verticalServiceModules, verticals } from "../schema";
import { bindTenant } from "../tenant";
import { DEMO_LOGINS } from "./accounts";

interface DemoTenantSeed {
  name: string;
  subdomain: string;
  verticalSlug: string;
  email: string;
  phoneNumber: string;
  city: string;
  state: string;
  description: string;
  logoUrl: string | null;
  primaryColor: string;
  secondaryColor: string;
  /** Workspace settings: the zone and locale of the tenant's dates. */
  timeZone: string;
  locale: string;
  contacts: Array<{
    name: string;
    email?: string;
    phone?: string;
    jobTitle?: string;
    /** A key of the vertical's contact types (packages/shared `verticals/<slug>.ts`). */
    type: string;
    status: "ACTIVE" | "INACTIVE" | "PENDING";
    notes?: string;
  }>;
}

const DEMO_TENANTS: readonly DemoTenantSeed[] = [
  {
    name: "Demo Health Clinic",
    subdomain: "demo",
    verticalSlug: "healthcare",
    email: "office@demo-health.example",
    phoneNumber: "+1 555 0100",
    city: "Portland",
    state: "OR",
    description: "Family medicine and same-day care in downtown Portland.",
    logoUrl: "/images/logos/demo.svg",
    primaryColor: DEFAULT_PRIMARY_COLOR,
    secondaryColor: DEFAULT_SECONDARY_COLOR,
    timeZone: "America/Los_Angeles",
    locale: "en-US",
    contacts: [
      {
        name: "Maria Gonzalez",
        email: "maria.gonzalez@example.com",
        phone: "+1 555 0134",
        type: "PATIENT",
        status: "ACTIVE",
        notes: "Prefers morning appointments.",
      },
      {
        name: "James Whitaker",
        email: "j.whitaker@example.com",
        phone: "+1 555 0178",
        type: "PATIENT",
        status: "ACTIVE",
      },
      {
        name: "Aisha Rahman",
        email: "aisha.rahman@example.com",
        type: "PROSPECTIVE_PATIENT",
        status: "PENDING",
        notes: "Asked about family plans.",
      },
      {
        name: "Northside Medical Supply",
        email: "orders@northside-supply.example",
        phone: "+1 555 0190",
        jobTitle: "Account desk",
        type: "OTHER",
        status: "ACTIVE",
      },
      {
        name: "Dr. Lena Park",
        email: "lena.park@demo-health.example",
        jobTitle: "Physician",
        type: "OTHER",
        status: "ACTIVE",
      },
      {
        name: "Riverside Physiotherapy",
        email: "hello@riverside-physio.example",
        type: "REFERRING_PROVIDER",
        status: "ACTIVE",
        notes: "Referral partner for sports injuries.",
      },
      { name: "Tom Becker", phone: "+1 555 0112", type: "PATIENT", status: "INACTIVE" },
      {
        name: "Priya Shah",
        email: "priya.shah@example.com",
        phone: "+1 555 0145",
        type: "PROSPECTIVE_PATIENT",
        status: "ACTIVE",
      },
    ],
  },
  {
    name: "Summit Legal Partners",
    subdomain: "summit",
    verticalSlug: "legal",
    email: "contact@summit-legal.example",
    phoneNumber: "+1 555 0200",
    city: "Denver",
    state: "CO",
    description: "Business and estate law for Colorado families and companies.",
    logoUrl: null,
    primaryColor: "#7c3aed",
    secondaryColor: "#f5f3ff",
    timeZone: "America/Denver",
    locale: "en-US",
    contacts: [
      {
        name: "Robert Hale",
        email: "robert.hale@example.com",
        jobTitle: "Founder, Hale Outfitters",
        type: "CLIENT",
        status: "ACTIVE",
      },
      { name: "Grace Liu", email: "grace.liu@example.com", type: "PROSPECTIVE_CLIENT", status: "PENDING" },
      { name: "Clearwater Court Reporting", email: "bookings@clearwater.example", type: "OTHER", status: "ACTIVE" },
    ],
  },
];

/**
 * Seeds the demo tenants with their contacts, all or nothing. Only call on a new database. The demo super admin (a
 * password printed in the README) only where the product runs on localhost: a real domain's super admin comes from
 * SUPER_ADMIN_EMAIL / SUPER_ADMIN_PASSWORD or does not exist. Its TOTP key is sealed with `secretKey` (the server's
 * SECRET_KEY; the development key on localhost). With `tickets`, the help desk's demo queue too.
 */
export async function seedDemoTenants(
  db: Db,
  options: { superAdmin?: boolean; secretKey?: string; tickets?: boolean } = {},
): Promise<void> {
  const box = new SecretBox(options.secretKey ?? DEVELOPMENT_SECRET_KEY);
  const hashes = {
    superAdmin: await hashPassword(DEMO_LOGINS.superAdmin.password),
    demoAdmin: await hashPassword(DEMO_LOGINS.demoAdmin.password),
    demoStaff: await hashPassword(DEMO_LOGINS.demoStaff.password),
    summitAdmin: await hashPassword(DEMO_LOGINS.summitAdmin.password),
    portal: await hashPassword(DEMO_LOGINS.demoPortalClient.password),
  };
  await db.transaction(async (tx) => {
    if (options.superAdmin ?? true) {
      await tx
        .insert(users)
        .values({
          role: "SUPER_ADMIN",
          email: DEMO_LOGINS.superAdmin.email,
          passwordHash: hashes.superAdmin,
          mfaSecret: sealTotpSecret(box, DEMO_LOGINS.superAdmin.totpSecret),
          mfaEnabledAt: new Date(),
          firstName: "Sam",
          lastName: "Superadmin",
        })
        .onConflictDoNothing();
    }
    const ids: Record<string, string> = {};
    for (const demo of DEMO_TENANTS) ids[demo.subdomain] = await seedDemoTenant(tx, demo, hashes.portal);
    await tx.execute(sql`select set_config('role', 'none', true)`);
    await tx.insert(users).values([
      {
        role: "TENANT_ADMIN",
        tenantId: ids.demo!,
        username: DEMO_LOGINS.demoAdmin.username,
        email: DEMO_LOGINS.demoAdmin.email,
        passwordHash: hashes.demoAdmin,
        firstName: "Avery",
        lastName: "Morgan",
      },
      {
        role: "STAFF",
        tenantId: ids.demo!,
        username: DEMO_LOGINS.demoStaff.username,
        email: DEMO_LOGINS.demoStaff.email,
        passwordHash: hashes.demoStaff,
        firstName: "Riley",
        lastName: "Chen",
      },
      {
        role: "TENANT_ADMIN",
        tenantId: ids.summit!,
        username: DEMO_LOGINS.summitAdmin.username,
        email: DEMO_LOGINS.summitAdmin.email,
        passwordHash: hashes.summitAdmin,
        firstName: "Jordan",
        lastName: "Blake",
      },
    ]);
    // Seeded accounts were not self-registered: their addresses count as confirmed.
    await tx.update(users).set({ emailVerifiedAt: new Date() }).where(isNull(users.emailVerifiedAt));
    // A help desk queue in every status (issue 22), once the staff it is assigned to exist; `npm start` only (the
    // tests' fixtures start from an empty desk).
    if (options.tickets) {
      for (const [subdomain, id] of Object.entries(ids)) {
        await bindTenant(tx, id);
        await seedDemoTickets(tx, { id, subdomain });
      }
    }
  });
}

async function seedDemoTenant(db: Tx, demo: DemoTenantSeed, portalPasswordHash: string): Promise<string> {
  const [vertical] = await db.select().from(verticals).where(eq(verticals.slug, demo.verticalSlug));
  if (!vertical) throw new Error(`Seed vertical ${demo.verticalSlug} missing`);
  const suited = await db
    .select({ id: serviceModules.id, slug: serviceModules.slug })
    .from(verticalServiceModules)
    .innerJoin(serviceModules, eq(serviceModules.id, verticalServiceModules.serviceModuleId))
    .where(eq(verticalServiceModules.verticalId, vertical.id))
    .orderBy(serviceModules.sortOrder);

  const [tenant] = await db
    .insert(tenants)
    .values({
      name: demo.name,
      subdomain: demo.subdomain,
      verticalModuleId: vertical.id,
      // Every module the product has (issue 18): nothing a demo shows disappears; coming-soon ones are never chosen.
      serviceModules: suited.filter((m) => isModuleAvailable(m.slug)).map((m) => m.id),
      planTier: "PROFESSIONAL",
      status: "ACTIVE",
      email: demo.email,
      phoneNumber: demo.phoneNumber,
      city: demo.city,
      state: demo.state,
      country: "US",
      includedUsers: INCLUDED_USERS,
      industry: vertical.industry,
      description: demo.description,
      logoUrl: demo.logoUrl,
      primaryColor: demo.primaryColor,
      secondaryColor: demo.secondaryColor,
      timeZone: demo.timeZone,
      locale: demo.locale,
      verticalSeededAt: new Date(),
    })
    .returning();
  if (!tenant) throw new Error("Seed tenant insert returned nothing");
  await bindTenant(db, tenant.id);
  await seedVerticalDefaults(db, tenant.id, demo.verticalSlug);
  await db.insert(contacts).values(demo.contacts.map((c) => ({ ...c, tenantId: tenant.id })));
  // The demo portal client, before the modules' demo data (documents, appointments) that belongs to it.
  if (demo.subdomain === "demo") {
    await db.insert(portalClients).values({
      tenantId: tenant.id,
      email: DEMO_LOGINS.demoPortalClient.email,
      firstName: DEMO_LOGINS.demoPortalClient.firstName,
      lastName: DEMO_LOGINS.demoPortalClient.lastName,
      passwordHash: portalPasswordHash,
      emailVerifiedAt: new Date(),
    });
  }
  // Each module seeds its own demo data for the tenant (ServerModule.seedDemo), inside this tenant-bound transaction.
  for (const module of MODULES) await module.seedDemo?.(db, { id: tenant.id, subdomain: demo.subdomain });
  return tenant.id;
}
