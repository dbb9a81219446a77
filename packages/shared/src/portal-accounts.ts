import { z } from "zod";
import { uuidSchema } from "./schemas";

/**
 * A workspace's client portal accounts as its staff see them (issue 20 point 1): who registered or was invited, the
 * contact each one is, and whether they may sign in.
 */

/** active: can sign in; invited: has an e-mailed link and no password yet; disabled: staff shut the account. */
export const PORTAL_ACCOUNT_STATUSES = ["active", "invited", "disabled"] as const;
export const portalAccountStatusSchema = z.enum(PORTAL_ACCOUNT_STATUSES);
export type PortalAccountStatus = z.infer<typeof portalAccountStatusSchema>;
export const PORTAL_ACCOUNT_STATUS_LABELS: Record<PortalAccountStatus, string> = {
  active: "Active",
  invited: "Invited",
  disabled: "Disabled",
};

/** A portal invitation link works this long. */
export const PORTAL_INVITATION_TTL_DAYS = 7;
export const PORTAL_ACCOUNTS_PAGE_SIZE = 25;

export const PORTAL_ACCOUNT_MESSAGES = {
  accountNotFound: "Portal account not found",
  contactNotFound: "Contact not found",
  contactHasNoEmail: "This contact has no e-mail address. Add one before inviting them to the portal.",
  contactAlreadyLinked: "This contact is already linked to another portal account",
  alreadyHasAccount: "This contact already has a portal account",
  emailHasAccount: "A portal account with this contact's e-mail address already exists",
  notInvited: "This account is not waiting for an invitation",
  alreadyDisabled: "This portal account is already disabled",
  notDisabled: "This portal account is not disabled",
  invitationInvalid: "This invitation link is not valid or has expired. Ask us to send you a new one.",
  accountDisabled: "This portal account has been disabled. Please contact us.",
  invitationSent: "Invitation sent",
  urlFormat: "Enter a full web address starting with https:// or http://",
} as const;

/** A portal account in the staff's list. */
export const portalAccountSchema = z.object({
  id: uuidSchema,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  status: portalAccountStatusSchema,
  emailVerified: z.boolean(),
  /** The contact this client is (null while unlinked). */
  contact: z.object({ id: uuidSchema, name: z.string() }).nullable(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PortalAccount = z.infer<typeof portalAccountSchema>;

export const portalAccountListQuerySchema = z.object({
  /** Part of a name or e-mail (case-insensitive). */
  search: z.string().trim().max(200).optional(),
  status: portalAccountStatusSchema.optional(),
  /** Only the account linked to this contact (a contact's page asks whether it has one). */
  contactId: uuidSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(PORTAL_ACCOUNTS_PAGE_SIZE),
});
export type PortalAccountListQuery = z.input<typeof portalAccountListQuerySchema>;

export const portalAccountPageSchema = z.object({
  accounts: z.array(portalAccountSchema),
  /** Accounts matching the search (all pages). */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PortalAccountPage = z.infer<typeof portalAccountPageSchema>;

export const portalAccountParams = z.object({ tenantId: uuidSchema, clientId: uuidSchema });

/** Invites a contact (its e-mail and name) to the portal. */
export const portalInviteSchema = z.object({ contactId: uuidSchema });
/** Links an account to a contact by hand, or unlinks it (null). */
export const portalAccountLinkSchema = z.object({ contactId: uuidSchema.nullable() });

const optionalUrl = z
  .string()
  .trim()
  .max(500, "Use at most 500 characters")
  .refine((value) => value === "" || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), PORTAL_ACCOUNT_MESSAGES.urlFormat)
  .transform((value) => (value === "" ? null : value))
  .nullable();

/** The client portal's settings (workspace administrators). */
export const portalSettingsSchema = z.object({
  privacyPolicyUrl: z.string().nullable(),
  termsUrl: z.string().nullable(),
  /** Whether clients may upload documents for the staff. */
  clientUploads: z.boolean(),
  /** Clients may cancel an appointment until this many hours before it starts. */
  cancelCutoffHours: z.number().int(),
});
export type PortalSettings = z.infer<typeof portalSettingsSchema>;

export const portalSettingsUpdateSchema = z.object({
  privacyPolicyUrl: optionalUrl,
  termsUrl: optionalUrl,
  clientUploads: z.boolean(),
  cancelCutoffHours: z
    .number({ error: "Enter a number of hours" })
    .int("Enter a whole number of hours")
    .min(0, "Use 0 to 720 hours")
    .max(720, "Use 0 to 720 hours"),
});
export type PortalSettingsUpdate = z.input<typeof portalSettingsUpdateSchema>;

/** What an invitation link offers, before the client sets a password. */
export const portalInvitationLookupSchema = z.object({ token: z.string().min(20).max(200) });
export const portalInvitationDetailsSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});

/** Accepts an invitation: the token and the client's new password (the new-password rules of a reset). */
export { passwordResetConfirmSchema as portalInvitationAcceptSchema } from "./auth";
