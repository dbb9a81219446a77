import { z } from "zod";
import type { PlanTier } from "./enums";
import { uuidSchema } from "./schemas";

/**
 * Documents shared between a workspace's staff and one portal client (issue 20 point 2): staff share files with a
 * client, the client downloads them and, when the workspace allows it, uploads files for the staff.
 */

/** The largest file: 25 MB (MiB). */
export const DOCUMENT_MAX_BYTES = 25 * 1024 * 1024;
/** A file name is kept to this many characters (its extension kept). */
export const DOCUMENT_NAME_MAX_LENGTH = 200;
/** A download link works this long. */
export const DOCUMENT_LINK_TTL_SECONDS = 5 * 60;

const GB = 1024 * 1024 * 1024;
/** What a workspace may keep in documents, by plan. */
export const DOCUMENT_QUOTA_BYTES: Record<PlanTier, number> = {
  BASIC: 1 * GB,
  PROFESSIONAL: 10 * GB,
  ENTERPRISE: 100 * GB,
};

/** The types a document may be, read from its bytes; the label is what people read. */
export const DOCUMENT_TYPES = {
  "application/pdf": "PDF",
  "image/png": "PNG image",
  "image/jpeg": "JPEG image",
  "image/gif": "GIF image",
  "image/webp": "WebP image",
  "image/heic": "HEIC image",
  "image/heif": "HEIF image",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "Word document",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "Excel spreadsheet",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": "PowerPoint presentation",
  "text/plain": "Text file",
  "text/csv": "CSV file",
} as const;
export type DocumentContentType = keyof typeof DOCUMENT_TYPES;

/** What the file picker offers (the server still decides by the bytes). */
export const DOCUMENT_ACCEPT =
  ".pdf,.png,.jpg,.jpeg,.gif,.webp,.heic,.heif,.docx,.xlsx,.pptx,.txt,.csv,application/pdf,image/*,text/plain,text/csv";

export const DOCUMENT_ALLOWED_TYPES_TEXT = "PDF, PNG, JPEG, GIF, WebP, HEIC, Word, Excel, PowerPoint, text or CSV";

export const DOCUMENT_MESSAGES = {
  notFound: "Document not found",
  clientNotFound: "Portal account not found",
  empty: "This file is empty. Choose a file with something in it.",
  tooLarge: "This file is larger than 25 MB. Choose a smaller file.",
  wrongType: `This type of file cannot be shared. Choose a ${DOCUMENT_ALLOWED_TYPES_TEXT} file.`,
  noFile: "Send the file's bytes as the request body (Content-Type: application/octet-stream).",
  nameRequired: "Give the file a name",
  uploadsDisabled: "Uploading files is not enabled for this portal. Please contact us to share a file.",
  linkInvalid: "This download link is not valid or has expired. Download the document again from the list.",
  deleted: "Document deleted",
  quotaExceeded: (plan: string, limit: string) =>
    `Your workspace has used its ${limit} of document storage on the ${plan} plan. Delete documents you no longer need or upgrade your plan to share more.`,
} as const;

export const DOCUMENT_DIRECTIONS = ["to_client", "from_client"] as const;

/** A document in a list. `sharedBy`: the staff member who shared it, or the client who uploaded it. */
export const documentSchema = z.object({
  id: uuidSchema,
  clientId: uuidSchema,
  direction: z.enum(DOCUMENT_DIRECTIONS),
  name: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  sharedBy: z.string(),
  createdAt: z.string(),
  /** When the client first downloaded it (staff see "Seen"). */
  firstDownloadedAt: z.string().nullable(),
});
export type Document = z.infer<typeof documentSchema>;

export const documentUsageSchema = z.object({
  usedBytes: z.number().int(),
  quotaBytes: z.number().int(),
  planName: z.string(),
});
export type DocumentUsage = z.infer<typeof documentUsageSchema>;

export const staffDocumentListSchema = z.object({ documents: z.array(documentSchema), usage: documentUsageSchema });
export type StaffDocumentList = z.infer<typeof staffDocumentListSchema>;

export const portalDocumentListSchema = z.object({
  documents: z.array(documentSchema),
  /** Whether the workspace lets its clients upload files. */
  uploadsAllowed: z.boolean(),
});
export type PortalDocumentList = z.infer<typeof portalDocumentListSchema>;

/**
 * The upload's file name travels in the query; the body is the file's bytes. Optional here so that the caller is
 * checked first (a missing name is a 400 after the session and the workspace are).
 */
export const documentUploadQuerySchema = z.object({ name: z.string().max(1000).optional() });

export const documentLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type DocumentLink = z.infer<typeof documentLinkSchema>;

/** A download URL's signature; checked by the route after the session (a missing or bad one is a 403). */
export const documentFileQuerySchema = z.object({
  expires: z.string().max(20).optional(),
  signature: z.string().max(200).optional(),
});

export const clientDocumentsParams = z.object({ tenantId: uuidSchema, clientId: uuidSchema });
export const staffDocumentParams = z.object({ tenantId: uuidSchema, documentId: uuidSchema });
export const portalDocumentParams = z.object({ documentId: uuidSchema });

/** A cleaned file name: no folders, no control characters, at most 200 characters with the extension kept. */
export function cleanDocumentName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  let name = base.replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, "").trim();
  name = name.replace(/^\.+/, "").trim();
  if ([...name].length > DOCUMENT_NAME_MAX_LENGTH) {
    const dot = name.lastIndexOf(".");
    const extension = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : "";
    name =
      [...name.slice(0, name.length - extension.length)]
        .slice(0, DOCUMENT_NAME_MAX_LENGTH - extension.length)
        .join("") + extension;
  }
  return name;
}

/** "1.2 GB", "340 KB": a byte count in the reader's locale. */
export function formatBytes(bytes: number, locale?: string): string {
  const units = ["byte", "kilobyte", "megabyte", "gigabyte", "terabyte"] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return new Intl.NumberFormat(locale, {
    style: "unit",
    unit: units[unit],
    unitDisplay: unit === 0 ? "long" : "short",
    maximumFractionDigits: unit === 0 || value >= 100 ? 0 : 1,
  }).format(value);
}
