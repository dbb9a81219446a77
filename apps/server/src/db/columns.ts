import { bigint, customType, text, timestamp } from "drizzle-orm/pg-core";

/** Column builders shared by the modules' schema files. */

export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
/** Millisecond precision, so a keyset cursor carried as a JavaScript Date matches the stored value exactly. */
export const createdAtMs = () => timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/**
 * An account's second factor (staff `users`, `portal_clients`): the TOTP secret, sealed with SECRET_KEY
 * (lib/secret-box.ts), set while enrolling and active once mfa_enabled_at is; and the last TOTP time step accepted, so a
 * code is good for one sign-in only.
 */
export const mfaColumns = () => ({
  mfaSecret: text("mfa_secret"),
  mfaEnabledAt: timestamp("mfa_enabled_at", { withTimezone: true }),
  mfaLastStep: bigint("mfa_last_step", { mode: "number" }),
});
