import { sql } from "drizzle-orm";
import { hashPassword } from "../../modules/auth/passwords";
import type { DbOrTx } from "../client";

/** Demo sign-ins, printed by `npm start` (only seeded on a new database with SEED_DEMO not false). */
export const DEMO_LOGINS = {
  superAdmin: {
    email: "superadmin@engagesuite.example",
    password: "SuperAdmin123!",
    /**
     * Two-factor authentication is required for the super admin: the demo account has it on with this fixed key
     * (printed by `npm start`), so a newcomer can add it to an authenticator app and tests can compute its codes.
     */
    totpSecret: "ENGAGESUITEDEMOSUPERADMINTOTPKEY",
  },
  demoAdmin: { username: "demo-admin", email: "admin@demo-health.example", password: "DemoAdmin123!" },
  demoStaff: { username: "demo-staff", email: "staff@demo-health.example", password: "DemoStaff123!" },
  summitAdmin: { username: "summit-admin", email: "admin@summit-legal.example", password: "SummitAdmin123!" },
  demoPortalClient: {
    email: "patient@demo-health.example",
    password: "Patient123!",
    firstName: "Jamie",
    lastName: "Rivera",
  },
} as const;

/**
 * Creates the platform's super admin from SUPER_ADMIN_EMAIL / SUPER_ADMIN_PASSWORD, or updates its password: how a real
 * deployment gets its first account.
 */
export async function ensureSuperAdmin(db: DbOrTx, email: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.execute(sql`
    insert into users (role, email, password_hash, first_name, last_name)
    values ('SUPER_ADMIN', ${email.toLowerCase()}, ${passwordHash}, 'Platform', 'Admin')
    on conflict ((lower(email))) do update
      set password_hash = excluded.password_hash, role = 'SUPER_ADMIN', tenant_id = null,
          password_changed_at = now(), updated_at = now()`);
}
