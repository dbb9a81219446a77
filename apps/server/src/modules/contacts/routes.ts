import { Readable } from "node:stream";
import { CONTACT_MESSAGES, contactsApi } from "@engagesuite/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Tx } from "../../db/client";
import { lastReads } from "../../db/tenant";
import type { AccessContext } from "../../http/request-context";
import { serve } from "../../http/serve";
import { HttpError, notFound } from "../../lib/http-error";
import { auditActor, recordAuditEvent } from "../audit/record";
import { activeChoices, listChoices, resolveChoice } from "../choices/service";
import type { Services } from "../module";
import { csvHeader, csvRows } from "./csv";
import { addFirstNote, memberName, recordFieldChanges } from "./events";
import { checkCustomFields, customSearchText, fieldFilter, listContactFields } from "./fields";
import { decideImport, findLiveDuplicates, parseContactImport } from "./import";
import {
  type ContactFilter,
  type Cursor,
  contactTagIds,
  createContact,
  decodeCursor,
  deleteContact,
  deleteContacts,
  insertContacts,
  listContacts,
  storedCustomFields,
  toContact,
  updateContact,
} from "./queries";
import { findContactRow } from "./record-queries";
import { checkOwner } from "./tags-queries";

const EXPORT_BATCH = 1000;

/** The contacts endpoints of `contactsApi`: the tenant and its transaction come from the request context. */
export async function contactRoutes(app: FastifyInstance, services: Services): Promise<void> {
  serve(
    app,
    contactsApi.list,
    async (request, reply, { tenant, tx, staff }) => {
      const query = { ...request.query, owner: request.query.owner === "me" ? staff.user.id : request.query.owner };
      const cursor = decodeCursor(query.cursor, query.sort);
      if (query.cursor && !cursor) {
        throw new HttpError(400, CONTACT_MESSAGES.invalidCursor, { cursor: [CONTACT_MESSAGES.invalidCursor] });
      }
      // The total is counted for the first page only: later pages need not pay for it again.
      const { contacts, nextCursor, total } = await tx(async (t) => {
        // A type filter names one of the workspace's types (archived ones too: their contacts stay findable).
        if (query.type && !(await listChoices(t, tenant.id, "contactTypes")).some((c) => c.key === query.type)) {
          throw new HttpError(400, CONTACT_MESSAGES.unknownType, { type: [CONTACT_MESSAGES.unknownType] });
        }
        // A custom field filter needs the field's kind (the definitions are read only then).
        const field = query.fieldKey
          ? fieldFilter(await listContactFields(t, tenant.id), query.fieldKey, query.fieldValue)
          : null;
        return lastReads(() => listContacts(t, tenant.id, { ...query, field }, cursor, { withTotal: !cursor }));
      });
      if (nextCursor) reply.header("x-next-cursor", nextCursor);
      if (total?.exact) reply.header("x-total-count", String(total.count));
      else if (total) reply.header("x-total-count-at-least", String(total.count));
      reply.header("cache-control", "no-store");
      return contacts;
    },
    { oneTransaction: true },
  );

  serve(app, contactsApi.create, async (request, reply, { tenant, tx, staff }) => {
    const { row, definitions } = await tx(async (t) => {
      const type = await resolveChoice(t, tenant.id, "contactTypes", request.body.type);
      const definitions = await listContactFields(t, tenant.id);
      const custom = checkCustomFields(definitions, request.body.customFields ?? {});
      await checkOwner(t, tenant.id, request.body.ownerUserId);
      const row = await createContact(t, tenant.id, { ...request.body, type, ...custom });
      await addFirstNote(t, tenant.id, row, staff.user);
      return { row, definitions };
    });
    return reply.status(201).send(toContact(row, definitions));
  });

  serve(app, contactsApi.update, async (request, _reply, { tenant, tx, staff }) => {
    const { row, definitions, tagIds } = await tx(async (t) => {
      const updated = await updateWithin(t);
      return { ...updated, tagIds: updated.row ? await contactTagIds(t, tenant.id, updated.row.id) : [] };
    });
    if (!row) throw notFound(CONTACT_MESSAGES.notFound);
    return toContact(row, definitions, tagIds);

    async function updateWithin(t: Tx) {
      const definitions = await listContactFields(t, tenant.id);
      const before = await findContactRow(t, tenant.id, request.params.id, true);
      if (before === null) return { row: null, definitions };
      const current = before.type;
      const actor = { userId: staff.user.id, name: memberName(staff.user) };
      const changed = async (row: Awaited<ReturnType<typeof updateContact>>) => {
        if (row) await recordFieldChanges(t, tenant.id, before, row, definitions, actor);
        return { row, definitions };
      };
      // A contact whose type was archived keeps it; a change must name an active type.
      const type = await resolveChoice(t, tenant.id, "contactTypes", request.body.type, current);
      await checkOwner(t, tenant.id, request.body.ownerUserId);
      const { customFields, ...body } = request.body;
      // Without customFields the values stay as they are; with them, a removed field's stored values are kept.
      if (customFields === undefined)
        return changed(await updateContact(t, tenant.id, request.params.id, { ...body, type }));
      const stored = await storedCustomFields(t, tenant.id, request.params.id);
      if (!stored) return { row: null, definitions };
      const custom = checkCustomFields(definitions, customFields, stored);
      return changed(await updateContact(t, tenant.id, request.params.id, { ...body, type, ...custom }));
    }
  });

  serve(app, contactsApi.remove, async (request, reply, { tenant, tx, staff }) => {
    const audit = { tenantId: tenant.id, action: "contact_delete", target: request.params.id } as const;
    const deleted = await tx(async (t) => {
      const actor = { userId: staff.user.id, name: memberName(staff.user) };
      const done = await deleteContact(t, tenant.id, request.params.id, actor, services.clock.now());
      if (done) await recordAuditEvent(t, { ...audit, ...auditActor(request, staff.user) });
      return done;
    });
    if (!deleted) throw notFound(CONTACT_MESSAGES.notFound);
    return reply.status(204).send(null);
  });

  serve(app, contactsApi.bulkDelete, async (request, _reply, { tenant, tx, staff }) => {
    const deleted = await tx(async (t) => {
      const actor = { userId: staff.user.id, name: memberName(staff.user) };
      const count = await deleteContacts(t, tenant.id, request.body.ids, actor, services.clock.now());
      const target = `${count} ${count === 1 ? "contact" : "contacts"}`;
      if (count > 0) {
        const who = auditActor(request, staff.user);
        await recordAuditEvent(t, { tenantId: tenant.id, action: "contacts_bulk_delete", target, ...who });
      }
      return count;
    });
    return { deleted };
  });

  serve(app, contactsApi.import, async (request, reply, { tenant, tx, staff }) => {
    const { csv, dryRun, mapping, mode, duplicates } = request.body;
    const { types, definitions } = await tx(async (t) => ({
      types: await activeChoices(t, tenant.id, "contactTypes"),
      definitions: await listContactFields(t, tenant.id),
    }));
    const parsed = parseContactImport(csv, types, definitions, mapping);
    // The duplicate check reads the live contacts now; the import re-reads them inside its own transaction.
    const decide = async (t: Tx) =>
      decideImport(
        parsed,
        await findLiveDuplicates(
          t,
          tenant.id,
          parsed.candidates.flatMap((c) => (c.email ? [c.email] : [])),
        ),
        duplicates,
      );
    const fileError = parsed.answer.errors.some((e) => e.field === "file");
    if (dryRun || fileError) {
      const { answer } = fileError ? { answer: parsed.answer } : await tx(decide);
      if (!dryRun) return reply.status(400).send({ message: CONTACT_MESSAGES.importInvalid, ...answer });
      return answer;
    }
    if (mode === "all" && !parsed.answer.valid)
      return reply.status(400).send({ message: CONTACT_MESSAGES.importInvalid, ...(await tx(decide)).answer });
    const answer = await tx(async (t) => {
      const { answer, toInsert } = await decide(t);
      if (toInsert.length === 0) return answer;
      const target = `${toInsert.length} contacts`;
      await recordAuditEvent(t, {
        tenantId: tenant.id,
        action: "contacts_import",
        target,
        ...auditActor(request, staff.user),
      });
      const rows = toInsert.map((c) => ({ ...c, customSearch: customSearchText(definitions, c.customFields ?? {}) }));
      return { ...answer, created: await insertContacts(t, tenant.id, rows) };
    });
    return answer;
  });

  serve(app, contactsApi.export, async (request, reply, context) => {
    const { fieldKey, fieldValue, owner, ...query } = request.query;
    return exportCsv(request, reply, context, request.query, async (definitions) => ({
      ...query,
      owner: owner === "me" ? context.staff.user.id : owner,
      field: fieldFilter(definitions, fieldKey, fieldValue),
    }));
  });

  serve(app, contactsApi.exportSelected, async (request, reply, context) => {
    const ids = [...new Set(request.body.ids)];
    return exportCsv(request, reply, context, { selected: ids.length }, async () => ({ ids }));
  });
}

/** Streams the CSV of the contacts `filterOf` selects, in name order, by keyset batches; audited. */
async function exportCsv(
  request: FastifyRequest,
  reply: FastifyReply,
  { tenant, tx, staff }: AccessContext<"staff">,
  details: Record<string, unknown>,
  filterOf: (definitions: Awaited<ReturnType<typeof listContactFields>>) => Promise<ContactFilter>,
) {
  const audit = { tenantId: tenant.id, action: "contacts_export", details } as const;
  const definitions = await tx(async (t) => {
    await recordAuditEvent(t, { ...audit, ...auditActor(request, staff.user) });
    return listContactFields(t, tenant.id);
  });
  const filter = await filterOf(definitions);
  async function* lines() {
    yield csvHeader(definitions);
    let cursor: Cursor | null = null;
    for (;;) {
      const page = await tx((t) =>
        listContacts(t, tenant.id, { ...filter, sort: "name", order: "asc", limit: EXPORT_BATCH }, cursor),
      );
      if (page.contacts.length > 0) yield csvRows(page.contacts, definitions);
      if (!page.nextCursor) return;
      cursor = decodeCursor(page.nextCursor, "name");
    }
  }
  const date = new Date().toISOString().slice(0, 10);
  return reply
    .type("text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="contacts-${tenant.subdomain}-${date}.csv"`)
    .header("cache-control", "no-store")
    .send(Readable.from(lines()));
}
