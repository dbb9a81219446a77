import { customType, timestamp } from "drizzle-orm/pg-core";

/** Column builders shared by the modules' schema files. */

export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
/** Millisecond precision, so a keyset cursor carried as a JavaScript Date matches the stored value exactly. */
export const createdAtMs = () => timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
