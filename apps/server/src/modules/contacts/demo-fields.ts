import { and, eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { contacts } from "../../db/schema";
import type { DemoTenant } from "../module";
import { checkCustomFields, listContactFields } from "./fields";

/** Custom field values of the demo tenants' contacts (by contact name), checked like the API's. */
const DEMO_VALUES: Record<string, Record<string, Record<string, unknown>>> = {
  demo: {
    "Maria Gonzalez": {
      date_of_birth: "1984-03-12",
      insurance_provider: "Blue Harbor Health",
      insurance_member_id: "BHH-448812",
      primary_physician: "Dr. Lena Park",
      preferred_contact_method: "Phone",
    },
    "James Whitaker": {
      date_of_birth: "1957-11-02",
      insurance_provider: "Medicare",
      primary_physician: "Dr. Lena Park",
      preferred_contact_method: "E-mail",
    },
    "Aisha Rahman": { date_of_birth: "1991-07-24", preferred_contact_method: "Text message" },
    "Tom Becker": {
      date_of_birth: "1972-01-30",
      insurance_provider: "Cascade Mutual",
      preferred_contact_method: "Phone",
    },
    "Priya Shah": { insurance_provider: "Blue Harbor Health", preferred_contact_method: "E-mail" },
  },
  summit: {
    "Robert Hale": {
      matter_number: "SLP-2026-0142",
      opposing_party: "Peak Supply Co.",
      practice_area: "Corporate",
      conflict_check_done: true,
      retainer_signed_on: "2026-02-09",
    },
    "Grace Liu": { practice_area: "Estates", conflict_check_done: false },
  },
};

/** The contacts module's `seedDemo`: the demo contacts' custom values (after the vertical's fields are seeded). */
export async function seedDemoCustomFields(tx: Tx, tenant: DemoTenant): Promise<void> {
  const values = DEMO_VALUES[tenant.subdomain];
  if (!values) return;
  const definitions = await listContactFields(tx, tenant.id);
  for (const [name, given] of Object.entries(values)) {
    const known = Object.fromEntries(Object.entries(given).filter(([key]) => definitions.some((d) => d.key === key)));
    const custom = checkCustomFields(
      definitions.map((d) => ({ ...d, required: false })),
      known,
    );
    await tx
      .update(contacts)
      .set(custom)
      .where(and(eq(contacts.tenantId, tenant.id), eq(contacts.name, name)));
  }
}
