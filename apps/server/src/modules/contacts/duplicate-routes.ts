import { CONTACT_MERGE_MESSAGES, CONTACT_MESSAGES, contactDuplicatesApi } from "@engagesuite/shared";
import type { FastifyInstance } from "fastify";
import { serve } from "../../http/serve";
import { badRequest, notFound } from "../../lib/http-error";
import { auditActor, recordAuditEvent } from "../audit/record";
import { findContactsByEmail, mergeContacts } from "./duplicates";
import { memberName } from "./events";
import { listContactFields } from "./fields";
import { contactTagIds, toContact } from "./queries";

/** The endpoints of `contactDuplicatesApi` (issue 21 point 7): the duplicate lookup and the merge. */
export async function contactDuplicateRoutes(app: FastifyInstance): Promise<void> {
  serve(app, contactDuplicatesApi.duplicates, async (request, reply, { tenant, tx }) => {
    const { email, excludeId } = request.query;
    if (!email) {
      throw badRequest(CONTACT_MERGE_MESSAGES.emailMissing, { email: [CONTACT_MERGE_MESSAGES.emailMissing] });
    }
    const found = await tx((t) => findContactsByEmail(t, tenant.id, email, { excludeId }));
    reply.header("cache-control", "no-store");
    return found;
  });

  serve(app, contactDuplicatesApi.merge, async (request, _reply, { tenant, tx, staff }) => {
    const { contactId } = request.params;
    const { otherId } = request.body;
    if (contactId === otherId) {
      throw badRequest(CONTACT_MERGE_MESSAGES.mergeSelf, { otherId: [CONTACT_MERGE_MESSAGES.mergeSelf] });
    }
    return tx(async (t) => {
      const definitions = await listContactFields(t, tenant.id);
      const actor = { userId: staff.user.id, name: memberName(staff.user) };
      const outcome = await mergeContacts(t, tenant.id, contactId, otherId, definitions, actor);
      if (!outcome.ok) {
        if (outcome.reason === "self") throw badRequest(CONTACT_MERGE_MESSAGES.mergeSelf);
        throw notFound(
          outcome.reason === "survivorNotFound" ? CONTACT_MESSAGES.notFound : CONTACT_MERGE_MESSAGES.otherNotFound,
        );
      }
      const { survivor, other, moved } = outcome;
      await recordAuditEvent(t, {
        tenantId: tenant.id,
        action: "contacts_merge",
        target: `${other.name} into ${survivor.name}`,
        details: { survivorId: survivor.id, otherId: other.id, ...moved },
        ...auditActor(request, staff.user),
      });
      return { contact: toContact(survivor, definitions, await contactTagIds(t, tenant.id, survivor.id)), moved };
    });
  });
}
