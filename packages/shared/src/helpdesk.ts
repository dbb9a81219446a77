import { z } from "zod";
import { choiceKeySchema } from "./choices";
import { TICKET_ID_PAD } from "./constants";
import { TICKET_PRIORITIES, TICKET_STATUSES } from "./enums";
import { commentAttachmentSchema } from "./ticket-attachments";

/** Help desk contract (SPEC §2 Help desk screen, §3 Ticket and comment, §4, §5, §7, §8). */

export const HELPDESK_MESSAGES = {
  validationTitle: "Validation Error",
  validationDescription: "Please fill out all required fields",
  created: "Your ticket has been submitted successfully",
  commentAdded: "Your comment has been added successfully",
  createFailed: (message: string) => `Failed to create ticket: ${message}`,
  commentFailed: (message: string) => `Failed to add comment: ${message}`,
  listFailed: "There was a problem loading your tickets. Please try again.",
  noTickets: "No tickets yet",
  noComments: "No comments yet",
  ticketClosed: "This ticket is closed and accepts no new comments.",
  ticketNotFound: "Ticket not found",
  commentEmpty: "Comment cannot be empty",
  assigneeInvalid: "The assignee must be a staff member of this workspace.",
  required: "This field is required",
  invalidCursor: "Invalid cursor: load the ticket list from its first page again",
  contactInvalid: "The contact must be a contact of this workspace.",
  createdRangeInvalid: "The created range ends before it starts.",
  bulkIdsRequired: "Choose at least one ticket",
  bulkTooMany: "Change at most 100 tickets at once",
  bulkDuplicate: "A ticket is listed twice",
  bulkNothing: "Choose a status, a priority or an assignee to change",
  bulkNotFound: "One or more tickets were not found; nothing was changed.",
} as const;

/** At most this many tickets change in one bulk request (issue 22). */
export const TICKET_BULK_MAX = 100;

/** The queue's pages (issue 22): 50 tickets a page, at most 200. */
export const TICKET_PAGE_SIZE = 50;
export const TICKET_PAGE_MAX = 200;
/** A filtered or searched total is counted no further than this (X-Total-Count-At-Least past it). */
export const TICKET_COUNT_CAP = 1000;
export const TICKET_SORTS = ["created", "updated", "priority"] as const;
export type TicketSort = (typeof TICKET_SORTS)[number];

/** SPEC §2 tabs: which statuses each holds ('open' covers new, open and the waiting states, SPEC §4). */
export const TICKET_TABS = [
  { value: "all", label: "All Tickets", statuses: TICKET_STATUSES },
  { value: "open", label: "Open", statuses: ["new", "open", "waiting_on_customer", "waiting_on_third_party"] },
  { value: "in_progress", label: "In Progress", statuses: ["in_progress"] },
  { value: "resolved", label: "Resolved", statuses: ["resolved"] },
  { value: "closed", label: "Closed", statuses: ["closed"] },
] as const;

/** '#00042' (SPEC §9: padded to 5 digits). */
export function ticketDisplayId(number: number): string {
  return `#${String(number).padStart(TICKET_ID_PAD, "0")}`;
}

export const ticketSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** The key of one of the workspace's ticket categories (`choicesApi.ticketCategories`). */
  type: z.string(),
  priority: z.enum(TICKET_PRIORITIES),
  status: z.enum(TICKET_STATUSES),
  tenantId: z.uuid(),
  submittedBy: z.uuid().nullable(),
  submittedByName: z.string().nullable(),
  /** For a ticket a portal client opened: whether they confirmed their e-mail address (null for staff tickets). */
  submitterEmailVerified: z.boolean().nullable(),
  assigneeId: z.uuid().nullable(),
  assigneeName: z.string().nullable(),
  /** The contact the ticket is about (a linked portal client's, or chosen by staff); null when none. */
  contactId: z.uuid().nullable(),
  contactName: z.string().nullable(),
  /** Who wrote in by e-mail (a ticket opened from a mail with no portal client), else null. */
  requesterEmail: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Service-level clocks (issue 22): when the first public staff reply and the resolution are due, and when they came. */
  firstResponseDueAt: z.string().nullable(),
  firstRespondedAt: z.string().nullable(),
  resolutionDueAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketCommentSchema = z.object({
  id: z.uuid(),
  ticketId: z.uuid(),
  content: z.string(),
  isInternal: z.boolean(),
  createdByName: z.string().nullable(),
  fromStaff: z.boolean(),
  createdAt: z.string(),
  /** How the comment arrived: typed in the app, or a client's e-mail (issue 22 point 6). */
  source: z.enum(["web", "email"]).default("web"),
  /** The files that came with it (issue 22 point 5); a client sees only a public comment's. */
  attachments: z.array(commentAttachmentSchema).default([]),
});
export type TicketComment = z.infer<typeof ticketCommentSchema>;

const required = (max: number) =>
  z.string({ error: HELPDESK_MESSAGES.required }).trim().min(1, HELPDESK_MESSAGES.required).max(max);

/** POST /api/helpdesk/tickets (SPEC §7); tenantId must be the session's, submittedBy is taken from the session. */
export const ticketCreateSchema = z.object({
  title: required(200),
  description: required(10_000),
  /** One of the workspace's active ticket categories; left out, its first one. */
  type: choiceKeySchema.optional(),
  priority: z.enum(TICKET_PRIORITIES).default("medium"),
  tenantId: z.uuid().optional(),
  submittedBy: z.string().max(100).optional(),
  /** The contact the ticket is about (staff only): a live contact of the workspace. */
  contactId: z.uuid({ error: HELPDESK_MESSAGES.contactInvalid }).nullable().optional(),
});

export const ticketUpdateSchema = z
  .object({
    status: z.enum(TICKET_STATUSES).optional(),
    priority: z.enum(TICKET_PRIORITIES).optional(),
    assigneeId: z.uuid().nullable().optional(),
    contactId: z.uuid({ error: HELPDESK_MESSAGES.contactInvalid }).nullable().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: "Nothing to change" });

/**
 * POST /api/helpdesk/tickets/bulk (issue 22): one change (status, priority or assignee; the single PATCH's rules) to
 * up to 100 tickets, all or none.
 */
export const ticketBulkUpdateSchema = z.object({
  ids: z
    .array(z.uuid({ error: "Invalid ticket id" }), { error: HELPDESK_MESSAGES.bulkIdsRequired })
    .min(1, HELPDESK_MESSAGES.bulkIdsRequired)
    .max(TICKET_BULK_MAX, HELPDESK_MESSAGES.bulkTooMany)
    .refine((ids) => new Set(ids).size === ids.length, HELPDESK_MESSAGES.bulkDuplicate),
  change: z
    .object({
      status: z.enum(TICKET_STATUSES, { error: "Unknown ticket status" }).optional(),
      priority: z.enum(TICKET_PRIORITIES, { error: "Unknown ticket priority" }).optional(),
      assigneeId: z.uuid({ error: HELPDESK_MESSAGES.assigneeInvalid }).nullable().optional(),
    })
    .strict()
    .refine((v) => Object.keys(v).length > 0, { message: HELPDESK_MESSAGES.bulkNothing }),
});
export type TicketBulkUpdate = z.infer<typeof ticketBulkUpdateSchema>;

export const commentCreateSchema = z.object({
  content: z.string().trim().min(1, HELPDESK_MESSAGES.commentEmpty).max(10_000),
  isInternal: z.boolean().default(false),
});

/** One value or several, as `?status=a&status=b` or `?status=a,b`. */
const oneOrMany = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) =>
      v === undefined ? undefined : (Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(",")).filter(Boolean),
    z.array(item).max(20).optional(),
  );

const dateSchema = z.iso.date({ error: "Use a date as YYYY-MM-DD" });

/**
 * GET /api/helpdesk/tickets/tenant/:tenantId (issue 22): one page by keyset, the next in X-Next-Cursor; filters and a
 * full-text search (title, description, comments, the ticket number).
 */
export const ticketListQuerySchema = z
  .object({
    status: oneOrMany(z.enum(TICKET_STATUSES, { error: "Unknown ticket status" })),
    priority: oneOrMany(z.enum(TICKET_PRIORITIES, { error: "Unknown ticket priority" })),
    assignee: z.union([z.uuid(), z.literal("me"), z.literal("unassigned")], { error: "Unknown assignee" }).optional(),
    category: choiceKeySchema.optional(),
    contactId: z.uuid({ error: "Invalid contact id" }).optional(),
    createdFrom: dateSchema.optional(),
    createdTo: dateSchema.optional(),
    search: z.string().trim().max(200).optional(),
    sort: z.enum(TICKET_SORTS, { error: "Sort by created, updated or priority" }).default("created"),
    order: z.enum(["asc", "desc"], { error: "Order is asc or desc" }).default("desc"),
    limit: z.coerce.number().int().min(1).max(TICKET_PAGE_MAX).default(TICKET_PAGE_SIZE),
    cursor: z.string().max(500).optional(),
  })
  .refine((q) => !q.createdFrom || !q.createdTo || q.createdFrom <= q.createdTo, {
    message: HELPDESK_MESSAGES.createdRangeInvalid,
    path: ["createdTo"],
  });
export type TicketListQuery = z.input<typeof ticketListQuerySchema>;

/** The portal client's own tickets, paged the same way (no filters but the status). */
export const portalTicketListQuerySchema = z.object({
  status: oneOrMany(z.enum(TICKET_STATUSES, { error: "Unknown ticket status" })),
  limit: z.coerce.number().int().min(1).max(TICKET_PAGE_MAX).default(TICKET_PAGE_SIZE),
  cursor: z.string().max(500).optional(),
});

/** GET …/counts: how many tickets the tenant has in each status (exact, every status present). */
export const ticketCountsSchema = z.record(z.enum(TICKET_STATUSES), z.number().int());
export type TicketCounts = z.infer<typeof ticketCountsSchema>;

export const staffMemberSchema = z.object({ id: z.uuid(), name: z.string(), role: z.string() });
