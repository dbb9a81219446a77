import { Readable } from "node:stream";
import {
  CONTACT_MESSAGES,
  contactImportAnswerSchema,
  contactImportRequestSchema,
  contactInputSchema,
  contactListQuerySchema,
  contactSchema,
  uuidSchema,
} from "@engagesuite/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { withTenant } from "../../db/tenant";
import { HttpError, notFound } from "../../lib/http-error";
import { errorResponses } from "../../lib/openapi";
import { requireTenantStaff } from "../auth/context";
import { csvHeader, csvRows, parseContactCsv } from "./csv";
import {
  type ContactFilter,
  type Cursor,
  createContact,
  decodeCursor,
  deleteContact,
  insertContacts,
  listContacts,
  toContact,
  updateContact,
} from "./queries";

const messageAnswer = z.object({ message: z.string() });
const errors = { ...errorResponses, 401: messageAnswer, 403: messageAnswer };
const tags = ["contacts"];
const tenantParams = z.object({ tenantId: uuidSchema });
const idParams = z.object({ id: uuidSchema });
const EXPORT_BATCH = 1000;

/** Contacts of SPEC §7; tenant from the session (and checked against any tenant id in the path). */
export const contactRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/api/tenants/:tenantId/contacts",
    {
      schema: {
        tags,
        summary:
          "A page of the tenant's contacts (next page in X-Next-Cursor; on the first page the total in X-Total-Count, or X-Total-Count-At-Least when a search matches more than 1,000)",
        params: tenantParams,
        querystring: contactListQuerySchema,
        response: { 200: z.array(contactSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { tenant } = await requireTenantStaff(request, request.params.tenantId);
      const query = request.query;
      const cursor = decodeCursor(query.cursor, query.sort);
      if (query.cursor && !cursor) {
        throw new HttpError(400, CONTACT_MESSAGES.invalidCursor, { cursor: [CONTACT_MESSAGES.invalidCursor] });
      }
      // The total is counted for the first page only: later pages need not pay for it again.
      const { contacts, nextCursor, total } = await withTenant(db, tenant.id, (tx) =>
        listContacts(tx, tenant.id, query, cursor, { withTotal: !cursor }),
      );
      if (nextCursor) reply.header("x-next-cursor", nextCursor);
      if (total?.exact) reply.header("x-total-count", String(total.count));
      else if (total) reply.header("x-total-count-at-least", String(total.count));
      reply.header("cache-control", "no-store");
      return contacts;
    },
  );

  app.post(
    "/api/tenants/:tenantId/contacts",
    {
      schema: {
        tags,
        summary: "Adds a contact",
        params: tenantParams,
        body: contactInputSchema,
        response: { 201: contactSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { tenant } = await requireTenantStaff(request, request.params.tenantId);
      const row = await withTenant(db, tenant.id, (tx) => createContact(tx, tenant.id, request.body));
      return reply.status(201).send(toContact(row));
    },
  );

  app.put(
    "/api/contacts/:id",
    {
      schema: {
        tags,
        summary: "Updates a contact of the signed-in staff member's tenant",
        params: idParams,
        body: contactInputSchema,
        response: { 200: contactSchema, ...errors },
      },
    },
    async (request) => {
      const { tenant } = await requireTenantStaff(request);
      const row = await withTenant(db, tenant.id, (tx) =>
        updateContact(tx, tenant.id, request.params.id, request.body),
      );
      if (!row) throw notFound(CONTACT_MESSAGES.notFound);
      return toContact(row);
    },
  );

  app.delete(
    "/api/contacts/:id",
    { schema: { tags, summary: "Deletes a contact", params: idParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const { tenant } = await requireTenantStaff(request);
      const deleted = await withTenant(db, tenant.id, (tx) => deleteContact(tx, tenant.id, request.params.id));
      if (!deleted) throw notFound(CONTACT_MESSAGES.notFound);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/api/tenants/:tenantId/contacts/import",
    {
      bodyLimit: 6 * 1024 * 1024,
      schema: {
        tags,
        summary: "Imports contacts from CSV (dryRun: check and preview only); all rows or none",
        params: tenantParams,
        body: contactImportRequestSchema,
        response: {
          200: contactImportAnswerSchema,
          ...errors,
          400: z.union([contactImportAnswerSchema.extend({ message: z.string() }), messageAnswer]),
        },
      },
    },
    async (request, reply) => {
      const { tenant } = await requireTenantStaff(request, request.params.tenantId);
      const { answer, valid } = parseContactCsv(request.body.csv);
      if (request.body.dryRun) return answer;
      if (!answer.valid) return reply.status(400).send({ message: CONTACT_MESSAGES.importInvalid, ...answer });
      const created = await withTenant(db, tenant.id, (tx) => insertContacts(tx, tenant.id, valid));
      return { ...answer, created };
    },
  );

  app.get(
    "/api/tenants/:tenantId/contacts/export",
    {
      schema: {
        tags,
        summary: "CSV of the contacts matching the search and filters, streamed",
        params: tenantParams,
        querystring: contactListQuerySchema.pick({ search: true, type: true, status: true }),
      },
    },
    async (request, reply) => {
      const { tenant } = await requireTenantStaff(request, request.params.tenantId);
      const filter: ContactFilter = request.query;
      async function* lines() {
        yield csvHeader();
        let cursor: Cursor | null = null;
        for (;;) {
          const page = await withTenant(db, tenant.id, (tx) =>
            listContacts(tx, tenant.id, { ...filter, sort: "name", order: "asc", limit: EXPORT_BATCH }, cursor),
          );
          if (page.contacts.length > 0) yield csvRows(page.contacts);
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
    },
  );
};
