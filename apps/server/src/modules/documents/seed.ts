import { and, eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { portalClients } from "../portal/schema";
import { DEMO_FILES, demoFileHash } from "./demo-files";
import { documents } from "./schema";
import { storageKeyOf } from "./service";

const DAY = 24 * 60 * 60 * 1000;

/** The demo portal client's documents: three shared by the clinic, one they uploaded (only where that client exists). */
export async function seedDemoDocuments(tx: Tx, tenantId: string, clientEmail: string): Promise<void> {
  const [client] = await tx
    .select({ id: portalClients.id, firstName: portalClients.firstName, lastName: portalClients.lastName })
    .from(portalClients)
    .where(and(eq(portalClients.tenantId, tenantId), eq(portalClients.email, clientEmail)));
  if (!client) return;
  const now = Date.now();
  await tx.insert(documents).values(
    DEMO_FILES.map((file) => {
      const id = crypto.randomUUID();
      return {
        tenantId,
        id,
        clientId: client.id,
        direction: file.direction,
        name: file.name,
        contentType: file.contentType,
        sizeBytes: file.bytes.length,
        sha256: demoFileHash(file.bytes),
        storageKey: storageKeyOf(tenantId, id),
        // The seed writes the staff accounts after the modules' demo data: the name is kept, the account not linked.
        uploadedByUserId: null,
        uploadedByName: file.direction === "to_client" ? "Avery Morgan" : `${client.firstName} ${client.lastName}`,
        createdAt: new Date(now - file.daysAgo * DAY),
        firstDownloadedAt: file.daysAgo > 10 ? new Date(now - (file.daysAgo - 1) * DAY) : null,
      };
    }),
  );
}
