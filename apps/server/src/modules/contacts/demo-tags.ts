import type { TagColor } from "@engagesuite/shared";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { contacts, contactTags, tags, users } from "../../db/schema";
import type { DemoTenant } from "../module";

/** The demo tenants' tags (issue 21), in their vertical's words, and the contacts (by name) that carry each. */
const DEMO_TAGS: Record<string, { name: string; color: TagColor; contacts: string[] }[]> = {
  demo: [
    { name: "VIP", color: "violet", contacts: ["Maria Gonzalez", "Priya Shah"] },
    { name: "Follow up", color: "amber", contacts: ["James Whitaker", "Tom Becker", "Maria Gonzalez"] },
    { name: "New patient", color: "green", contacts: ["Aisha Rahman"] },
  ],
  summit: [
    { name: "VIP", color: "violet", contacts: ["Robert Hale"] },
    { name: "Follow up", color: "amber", contacts: ["Grace Liu"] },
    { name: "Conflict check", color: "red", contacts: [] },
  ],
};

/** The demo tags on their contacts, and the workspace's first member as the owner of the tagged contacts. */
export async function seedDemoTags(tx: Tx, tenant: DemoTenant): Promise<void> {
  const given = DEMO_TAGS[tenant.subdomain];
  if (!given) return;
  const [owner] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenant.id), eq(users.status, "active"), eq(users.role, "TENANT_ADMIN")))
    .orderBy(asc(users.createdAt));
  for (const tag of given) {
    const [row] = await tx
      .insert(tags)
      .values({ tenantId: tenant.id, name: tag.name, color: tag.color })
      .onConflictDoNothing()
      .returning({ id: tags.id });
    if (!row || tag.contacts.length === 0) continue;
    const tagged = await tx
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.tenantId, tenant.id), inArray(contacts.name, tag.contacts)));
    if (tagged.length === 0) continue;
    await tx
      .insert(contactTags)
      .values(tagged.map((c) => ({ tenantId: tenant.id, tagId: row.id, contactId: c.id })))
      .onConflictDoNothing();
    if (owner && tag.name === "VIP") {
      await tx
        .update(contacts)
        .set({ ownerUserId: owner.id })
        .where(
          and(
            eq(contacts.tenantId, tenant.id),
            inArray(
              contacts.id,
              tagged.map((c) => c.id),
            ),
          ),
        );
    }
  }
}
