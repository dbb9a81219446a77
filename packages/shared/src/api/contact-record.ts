import { z } from "zod";
import {
  contactNoteInputSchema,
  contactNotePatchSchema,
  contactNoteSchema,
  contactRecordSchema,
  contactTimelinePageSchema,
  contactTimelineQuerySchema,
} from "../contact-record";
import { uuidSchema } from "../schemas";
import { errorAnswers, noContent } from "./answers";
import { endpoint } from "./endpoint";

const tags = ["contacts"];
const contactParams = z.object({ tenantId: uuidSchema, contactId: uuidSchema });
const noteParams = contactParams.extend({ noteId: uuidSchema });
const common = { access: "staff", permission: "contacts.work", tenantScoped: true, tags } as const;

/** The contact record (issue 21): one contact, its timeline and its notes; every member of the workspace. */
export const contactRecordApi = {
  get: endpoint({
    ...common,
    method: "GET",
    path: "/api/tenants/:tenantId/contacts/:contactId",
    summary: "One contact, with the tickets and portal accounts linked to it",
    params: contactParams,
    responses: { 200: contactRecordSchema, ...errorAnswers },
  }),
  timeline: endpoint({
    ...common,
    method: "GET",
    path: "/api/tenants/:tenantId/contacts/:contactId/timeline",
    summary: "A page of everything about the contact, newest first (keyset: pass nextCursor as cursor)",
    params: contactParams,
    query: contactTimelineQuerySchema,
    responses: { 200: contactTimelinePageSchema, ...errorAnswers },
  }),
  notes: endpoint({
    ...common,
    method: "GET",
    path: "/api/tenants/:tenantId/contacts/:contactId/notes",
    summary: "The contact's notes, pinned ones first, then newest first",
    params: contactParams,
    responses: { 200: z.array(contactNoteSchema), ...errorAnswers },
  }),
  addNote: endpoint({
    ...common,
    method: "POST",
    path: "/api/tenants/:tenantId/contacts/:contactId/notes",
    summary: "Adds a note (Markdown) to the contact",
    params: contactParams,
    body: contactNoteInputSchema,
    responses: { 201: contactNoteSchema, ...errorAnswers },
    example: { body: { body: "Called about the renewal." } },
  }),
  updateNote: endpoint({
    ...common,
    method: "PATCH",
    path: "/api/tenants/:tenantId/contacts/:contactId/notes/:noteId",
    summary: "Edits, pins or unpins a note (its author's, or any for an administrator)",
    params: noteParams,
    body: contactNotePatchSchema,
    responses: { 200: contactNoteSchema, ...errorAnswers },
    example: { body: { pinned: true } },
  }),
  removeNote: endpoint({
    ...common,
    method: "DELETE",
    path: "/api/tenants/:tenantId/contacts/:contactId/notes/:noteId",
    summary: "Deletes a note (its author's, or any for an administrator)",
    params: noteParams,
    responses: { 204: noContent, ...errorAnswers },
  }),
} as const;
