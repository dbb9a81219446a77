import { type AuthUser, CONTACT_MESSAGES, CONTACT_RECORD_MESSAGES, contactRecordApi } from "@engagesuite/shared";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Tx } from "../../db/client";
import { contactNotes } from "../../db/schema";
import { lastReads } from "../../db/tenant";
import { serve } from "../../http/serve";
import { forbidden, HttpError, notFound } from "../../lib/http-error";
import { memberName } from "./events";
import {
  contactRecord,
  decodeTimelineCursor,
  findContactRow,
  findNote,
  listNotes,
  mayChangeNote,
  type NoteViewer,
  timelinePage,
  toNote,
} from "./record-queries";

const viewerOf = (user: AuthUser): NoteViewer => ({ userId: user.id, isAdmin: user.role === "TENANT_ADMIN" });

async function requireContact(t: Tx, tenantId: string, contactId: string): Promise<void> {
  if (!(await findContactRow(t, tenantId, contactId))) throw notFound(CONTACT_MESSAGES.notFound);
}

/** The endpoints of `contactRecordApi` (issue 21): one contact's page, its timeline and its notes. */
export async function contactRecordRoutes(app: FastifyInstance): Promise<void> {
  serve(
    app,
    contactRecordApi.get,
    async (request, reply, { tenant, tx }) => {
      const record = await tx((t) => lastReads(() => contactRecord(t, tenant.id, request.params.contactId)));
      if (!record) throw notFound(CONTACT_MESSAGES.notFound);
      reply.header("cache-control", "no-store");
      return record;
    },
    { oneTransaction: true },
  );

  serve(
    app,
    contactRecordApi.timeline,
    async (request, reply, { tenant, tx }) => {
      const { cursor: raw, limit } = request.query;
      const cursor = raw ? decodeTimelineCursor(raw) : null;
      if (raw && !cursor) {
        throw new HttpError(400, CONTACT_RECORD_MESSAGES.invalidCursor, {
          cursor: [CONTACT_RECORD_MESSAGES.invalidCursor],
        });
      }
      // The contact's check and the page go out together; the page is dropped when there is no such contact.
      const page = await tx((t) =>
        lastReads(async () => {
          const [, found] = await Promise.all([
            requireContact(t, tenant.id, request.params.contactId),
            timelinePage(t, tenant.id, request.params.contactId, limit, cursor),
          ]);
          return found;
        }),
      );
      reply.header("cache-control", "no-store");
      return page;
    },
    { oneTransaction: true },
  );

  serve(app, contactRecordApi.notes, async (request, reply, { tenant, tx, staff }) => {
    const notes = await tx(async (t) => {
      await requireContact(t, tenant.id, request.params.contactId);
      return listNotes(t, tenant.id, request.params.contactId, viewerOf(staff.user));
    });
    reply.header("cache-control", "no-store");
    return notes;
  });

  serve(app, contactRecordApi.addNote, async (request, reply, { tenant, tx, staff }) => {
    const note = await tx(async (t) => {
      await requireContact(t, tenant.id, request.params.contactId);
      const [row] = await t
        .insert(contactNotes)
        .values({
          tenantId: tenant.id,
          contactId: request.params.contactId,
          authorUserId: staff.user.id,
          authorName: memberName(staff.user),
          body: request.body.body,
          pinned: request.body.pinned ?? false,
        })
        .returning();
      return toNote(row!, viewerOf(staff.user));
    });
    return reply.status(201).send(note);
  });

  serve(app, contactRecordApi.updateNote, async (request, _reply, { tenant, tx, staff }) => {
    const { contactId, noteId } = request.params;
    const viewer = viewerOf(staff.user);
    return tx(async (t) => {
      const note = await findNote(t, tenant.id, contactId, noteId);
      if (!note) throw notFound(CONTACT_RECORD_MESSAGES.noteNotFound);
      if (!mayChangeNote(note, viewer)) throw forbidden(CONTACT_RECORD_MESSAGES.noteNotYours);
      const { body, pinned } = request.body;
      const [row] = await t
        .update(contactNotes)
        .set({
          ...(body !== undefined ? { body, updatedAt: new Date() } : {}),
          ...(pinned !== undefined ? { pinned } : {}),
        })
        .where(and(eq(contactNotes.tenantId, tenant.id), eq(contactNotes.id, noteId)))
        .returning();
      return toNote(row!, viewer);
    });
  });

  serve(app, contactRecordApi.removeNote, async (request, reply, { tenant, tx, staff }) => {
    const { contactId, noteId } = request.params;
    await tx(async (t) => {
      const note = await findNote(t, tenant.id, contactId, noteId);
      if (!note) throw notFound(CONTACT_RECORD_MESSAGES.noteNotFound);
      if (!mayChangeNote(note, viewerOf(staff.user))) throw forbidden(CONTACT_RECORD_MESSAGES.noteNotYours);
      await t.delete(contactNotes).where(and(eq(contactNotes.tenantId, tenant.id), eq(contactNotes.id, noteId)));
    });
    return reply.status(204).send(null);
  });
}
