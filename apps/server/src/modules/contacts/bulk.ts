import { randomUUID } from "node:crypto";
import {
  CONTACT_BULK_MAX,
  CONTACT_BULK_MESSAGES,
  type ContactBulkAction,
  type ContactBulkJob,
  can,
  contactBulkApi,
  type contactBulkFilterSchema,
} from "@engagesuite/shared";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { queryRows, type Tx } from "../../db/client";
import { contacts, contactTags } from "../../db/schema";
import { withTenant } from "../../db/tenant";
import { serve } from "../../http/serve";
import type { QueueDefinition } from "../../jobs/queue";
import { badRequest, forbidden, notFound } from "../../lib/http-error";
import { auditActor, recordAuditEvent } from "../audit/record";
import { listChoices, resolveChoice } from "../choices/service";
import type { Services } from "../module";
import { fieldFilter, listContactFields } from "./fields";
import { type ContactFilter, filterConditions, liveContact } from "./queries";
import { checkOwner, requireTag } from "./tags-queries";
import { trashContacts } from "./trash";

export const CONTACT_BULK_QUEUE = "contacts-bulk";

/** What the job carries: the tenant, the action, the selection as ids or as the resolved filter, and who asked. */
interface BulkJobData {
  tenantId: string;
  action: ContactBulkAction;
  ids?: string[];
  filter?: ContactFilter;
  total: number;
  actor: { actorId: string; actorName: string; ip: string };
}

/** The selection's contacts as conditions on `contacts` (always within the tenant). */
function selectionConditions(data: Pick<BulkJobData, "tenantId" | "ids" | "filter">): SQL[] {
  if (data.ids)
    return [eq(contacts.tenantId, data.tenantId), liveContact(), inArray(contacts.id, [...new Set(data.ids)])];
  return filterConditions(data.tenantId, data.filter ?? {});
}

async function countSelection(tx: Tx, conditions: SQL[]): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from (select 1 from ${contacts} where ${and(...conditions)}
      limit ${CONTACT_BULK_MAX + 1}) as selected`,
  );
  return row?.n ?? 0;
}

/** The list's filter as the job keeps it: "me" resolved to the member, the custom field checked (400 otherwise). */
async function resolveFilter(
  tx: Tx,
  tenantId: string,
  userId: string,
  filter: z.output<typeof contactBulkFilterSchema>,
): Promise<ContactFilter> {
  const { fieldKey, fieldValue, owner, ...rest } = filter;
  if (rest.type && !(await listChoices(tx, tenantId, "contactTypes")).some((c) => c.key === rest.type)) {
    throw badRequest("Unknown contact type", { type: ["Unknown contact type"] });
  }
  const field = fieldKey ? fieldFilter(await listContactFields(tx, tenantId), fieldKey, fieldValue) : null;
  return { ...rest, field, owner: owner === "me" ? userId : owner };
}

/** The action's own checks: its tag, type or owner belongs to the workspace. */
async function checkAction(tx: Tx, tenantId: string, action: ContactBulkAction): Promise<void> {
  if (action.kind === "tag" || action.kind === "untag") await requireTag(tx, tenantId, action.tagId);
  if (action.kind === "type") await resolveChoice(tx, tenantId, "contactTypes", action.type);
  if (action.kind === "owner") await checkOwner(tx, tenantId, action.ownerUserId);
}

/** Runs the action on the whole selection: set-based statements in the caller's one transaction. */
export async function applyBulkAction(tx: Tx, data: BulkJobData, now = new Date()): Promise<number> {
  const where = and(...selectionConditions(data));
  const selected = sql`select ${contacts.id} from ${contacts} where ${where}`;
  const { action, tenantId } = data;
  let changed = 0;
  switch (action.kind) {
    case "tag": {
      const rows = await queryRows<{ n: number }>(
        tx,
        sql`with added as (insert into ${contactTags} (tenant_id, tag_id, contact_id)
          select ${tenantId}::uuid, ${action.tagId}::uuid, ${contacts.id} from ${contacts} where ${where}
          on conflict do nothing returning 1) select count(*)::int as n from added`,
      );
      changed = rows[0]?.n ?? 0;
      break;
    }
    case "untag": {
      const rows = await tx
        .delete(contactTags)
        .where(
          and(
            eq(contactTags.tenantId, tenantId),
            eq(contactTags.tagId, action.tagId),
            sql`${contactTags.contactId} in (${selected})`,
          ),
        )
        .returning({ id: contactTags.contactId });
      changed = rows.length;
      break;
    }
    case "delete": {
      // To the trash (issue 21 point 6), with a `trashed` event each, in the job's one transaction.
      const actor = { userId: data.actor.actorId, name: data.actor.actorName };
      changed = await trashContacts(tx, tenantId, where ?? sql`true`, actor, now);
      break;
    }
    default: {
      const set =
        action.kind === "status"
          ? { status: action.status }
          : action.kind === "type"
            ? { type: action.type }
            : { ownerUserId: action.ownerUserId };
      const rows = await tx
        .update(contacts)
        .set({ ...set, updatedAt: new Date() })
        .where(where)
        .returning({ id: contacts.id });
      changed = rows.length;
    }
  }
  const action_ = action.kind === "delete" ? "contacts_bulk_delete" : "contacts_bulk_update";
  await recordAuditEvent(tx, {
    tenantId,
    action: action_,
    target: `${changed} ${changed === 1 ? "contact" : "contacts"}`,
    details: { action: { ...action }, selection: data.ids ? `${data.ids.length} ticked` : "all matching" },
    ...data.actor,
  });
  return changed;
}

/** The bulk queue: one job per request, no retry (a failed transaction changed nothing; the member sees "failed"). */
export function contactBulkQueue(services: Services): QueueDefinition<object> {
  return {
    name: CONTACT_BULK_QUEUE,
    expireInSeconds: 900,
    retryLimit: 0,
    deleteAfterSeconds: 24 * 3600,
    handler: async (job) => {
      const data = job as BulkJobData;
      await withTenant(services.db, data.tenantId, (tx) => applyBulkAction(tx, data, services.clock.now()));
    },
  };
}

const STATE: Record<string, ContactBulkJob["state"]> = {
  created: "queued",
  retry: "queued",
  active: "running",
  completed: "done",
  failed: "failed",
  cancelled: "failed",
};

export async function contactBulkRoutes(app: FastifyInstance, services: Services): Promise<void> {
  serve(app, contactBulkApi.start, async (request, reply, { tenant, tx, staff }) => {
    const { action, selection } = request.body;
    if (action.kind === "delete" && !can(staff.user.role, "contacts.bulkDelete")) {
      throw forbidden(CONTACT_BULK_MESSAGES.deleteIsAdmins);
    }
    const id = randomUUID();
    const total = await tx(async (t) => {
      await checkAction(t, tenant.id, action);
      const data: Omit<BulkJobData, "total"> = {
        tenantId: tenant.id,
        action,
        ...("ids" in selection
          ? { ids: [...new Set(selection.ids)] }
          : { filter: await resolveFilter(t, tenant.id, staff.user.id, selection.filter) }),
        actor: auditActor(request, staff.user) as BulkJobData["actor"],
      };
      const count = await countSelection(t, selectionConditions(data));
      if (count === 0) throw badRequest(CONTACT_BULK_MESSAGES.nothingMatches);
      if (count > CONTACT_BULK_MAX) throw badRequest(CONTACT_BULK_MESSAGES.tooMany);
      await services.jobs.sendInTx<BulkJobData>(t, CONTACT_BULK_QUEUE, { ...data, total: count }, { id });
      return count;
    });
    return reply.status(202).send({ id, state: "queued", total });
  });

  serve(app, contactBulkApi.progress, async (request, _reply, { tenant, tx }) => {
    const [job] = await tx((t) =>
      queryRows<{ state: string; total: number }>(
        t,
        sql`select state, (data->>'total')::int as total from pgboss.job
          where name = ${CONTACT_BULK_QUEUE} and id = ${request.params.jobId}::uuid
          and data->>'tenantId' = ${tenant.id}`,
      ),
    );
    if (!job) throw notFound(CONTACT_BULK_MESSAGES.jobNotFound);
    return { id: request.params.jobId, state: STATE[job.state] ?? "queued", total: job.total };
  });
}
