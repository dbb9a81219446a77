import { z } from "zod";
import { DOCUMENT_MESSAGES } from "./documents";
import { uuidSchema } from "./schemas";

/**
 * Files on help desk tickets and comments (issue 22 point 5): the limits, types and messages of portal documents
 * (25 MB, the type read from the bytes). An image also gets a small WebP thumbnail.
 */

export const TICKET_ATTACHMENT_MESSAGES = {
  ...DOCUMENT_MESSAGES,
  notFound: "Attachment not found",
  noThumbnail: "This attachment has no thumbnail",
  commentInvalid: "The comment must be one of this ticket's comments that you wrote.",
  tooMany: "A ticket may have at most 100 attachments.",
  ticketClosed: "This ticket is closed and accepts no new files.",
  /** The note added to a ticket created from an e-mail whose attachments were dropped. */
  droppedFromMail: (names: string[]) =>
    `Attachments not kept (larger than 25 MB or of a type that cannot be shared): ${names.join(", ")}`,
} as const;

export const TICKET_ATTACHMENTS_MAX_PER_TICKET = 100;
/** The width of a thumbnail (WebP), in pixels. */
export const TICKET_THUMBNAIL_WIDTH = 320;

/** An attachment as a comment and the ticket show it. */
export const ticketAttachmentSchema = z.object({
  id: uuidSchema,
  ticketId: uuidSchema,
  /** The comment it came with; null for a file on the ticket itself. */
  commentId: uuidSchema.nullable(),
  name: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  hasThumbnail: z.boolean(),
  uploadedByName: z.string(),
  createdAt: z.string(),
});
export type TicketAttachment = z.infer<typeof ticketAttachmentSchema>;

/** What a comment carries of its files. */
export const commentAttachmentSchema = ticketAttachmentSchema.pick({
  id: true,
  name: true,
  contentType: true,
  sizeBytes: true,
  hasThumbnail: true,
});
export type CommentAttachment = z.infer<typeof commentAttachmentSchema>;

export const ticketAttachmentUploadQuerySchema = z.object({
  /** The file's name (its type is read from the bytes). */
  name: z.string().max(1000).optional(),
  /** The comment the file belongs to: one the uploader wrote on this ticket. */
  commentId: uuidSchema.optional(),
});

export const ticketAttachmentParams = z.object({ attachmentId: uuidSchema });

/** The help desk's e-mail channel settings (issue 22 point 6). */
export const helpdeskMailSettingsSchema = z.object({
  /** support@{subdomain}.APP_DOMAIN: always receives. */
  supportAddress: z.string(),
  /** The workspace's own address forwarded to the support address, or null. */
  customSupportAddress: z.string().nullable(),
});
export type HelpdeskMailSettings = z.infer<typeof helpdeskMailSettingsSchema>;

export const HELPDESK_MAIL_MESSAGES = {
  saved: "Mail settings saved",
  addressInvalid: "Enter an e-mail address like support@example.com",
  addressTaken: "Another workspace already receives mail at this address.",
  addressOurs: "Use your own domain's address: addresses of this service are set already.",
} as const;

export const helpdeskMailSettingsUpdateSchema = z.object({
  customSupportAddress: z
    .string()
    .trim()
    .max(254)
    .transform((v) => v.toLowerCase())
    .pipe(z.union([z.literal(""), z.email({ error: HELPDESK_MAIL_MESSAGES.addressInvalid })]))
    .nullable()
    .transform((v) => (v ? v : null)),
});
