import { z } from "zod";
import { newPasswordField } from "./password-policy";
import { uuidSchema } from "./schemas";

/** A workspace's team (issue 17 points 1, 2, 4, 5): its members, their invitations and the plan's seats. */

/** The roles a workspace member can have (the super admin belongs to no workspace). */
export const TEAM_ROLES = ["TENANT_ADMIN", "STAFF"] as const;
export const teamRoleSchema = z.enum(TEAM_ROLES, { error: "Choose Administrator or Staff" });
export type TeamRole = z.infer<typeof teamRoleSchema>;
export const TEAM_ROLE_LABELS: Record<TeamRole, string> = { TENANT_ADMIN: "Administrator", STAFF: "Staff" };

/** active: can sign in; invited: has an invitation and no password yet; deactivated: cannot sign in, keeps their name. */
export const MEMBER_STATUSES = ["active", "invited", "deactivated"] as const;
export const memberStatusSchema = z.enum(MEMBER_STATUSES);
export type MemberStatus = z.infer<typeof memberStatusSchema>;
export const MEMBER_STATUS_LABELS: Record<MemberStatus, string> = {
  active: "Active",
  invited: "Invited",
  deactivated: "Deactivated",
};

/** An invitation link works this long (issue 17 point 2). */
export const INVITATION_TTL_DAYS = 7;
export const TEAM_PAGE_SIZE = 25;

export const TEAM_MESSAGES = {
  adminOnly: "Only an administrator can manage the team",
  memberNotFound: "Team member not found",
  emailInTeam: "This e-mail address already belongs to a member of your team",
  emailTaken:
    "This e-mail address already has an EngageSuite account and cannot be invited. Ask the person for another address.",
  notInvited: "This person is not waiting for an invitation",
  alreadyInvited: "This person has already been invited. Resend the invitation instead.",
  invitedNotDeactivated: "An invited person has no account to deactivate yet. Revoke the invitation instead.",
  alreadyDeactivated: "This member is already deactivated",
  notDeactivated: "This member is not deactivated",
  lastAdmin: "Your workspace needs at least one active administrator. Make another member an administrator first.",
  invitationInvalid:
    "This invitation link is not valid or has expired. Ask your workspace administrator to send a new one.",
  usernameTaken: "This username is already taken in this workspace",
  usernameFormat: "Use 3 to 50 letters, digits, dots, dashes or underscores",
  deactivated: "This account has been deactivated. Ask your workspace administrator to reactivate it.",
  invitationSent: "Invitation sent",
  resetNotActive: "Only an active member can be sent a password reset link. Resend an invitation or reactivate them.",
} as const;

/** The refusal that names the plan and its limit (issue 17 point 5). */
export function seatLimitMessage(planName: string, maxUsers: number, action: "invite" | "reactivate"): string {
  const doing = action === "invite" ? "invite someone" : "reactivate this member";
  return `Your ${planName} plan includes ${maxUsers} users. All of them are taken by active members and pending invitations: deactivate a member, revoke an invitation or upgrade your plan to ${doing}.`;
}

const name = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} must be at most 100 characters`);

export const teamMemberSchema = z.object({
  id: uuidSchema,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  username: z.string().nullable(),
  role: teamRoleSchema,
  status: memberStatusSchema,
  lastSignInAt: z.string().nullable(),
  /** For an invited member: when the current link was sent and until when it works (null once it has expired). */
  invitedAt: z.string().nullable(),
  invitationExpiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const seatsSchema = z.object({
  /** Active members and pending invitations. */
  used: z.number().int(),
  /** The plan's maxUsers; null means unlimited (Enterprise). */
  limit: z.number().int().nullable(),
  planName: z.string(),
});
export type Seats = z.infer<typeof seatsSchema>;

export const teamListQuerySchema = z.object({
  /** Part of a name, e-mail or username (case-insensitive). */
  search: z.string().trim().max(200).optional(),
  status: memberStatusSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(TEAM_PAGE_SIZE),
});
export type TeamListQuery = z.input<typeof teamListQuerySchema>;

export const teamPageSchema = z.object({
  members: z.array(teamMemberSchema),
  /** Members matching the search (all pages). */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  seats: seatsSchema,
});
export type TeamPage = z.infer<typeof teamPageSchema>;

export const invitationCreateSchema = z.object({
  email: z
    .string({ error: "E-mail is required" })
    .trim()
    .toLowerCase()
    .max(320)
    .pipe(z.email({ error: "Enter a valid e-mail address" })),
  firstName: name("First name"),
  lastName: name("Last name"),
  role: teamRoleSchema,
});
export type InvitationCreate = z.input<typeof invitationCreateSchema>;

export const memberRoleChangeSchema = z.object({ role: teamRoleSchema });

export const memberParams = z.object({ tenantId: uuidSchema, userId: uuidSchema });

/** The token travels in the page's fragment and is posted as JSON, never in a URL the server sees. */
const tokenField = z
  .string({ error: TEAM_MESSAGES.invitationInvalid })
  .min(16, TEAM_MESSAGES.invitationInvalid)
  .max(200);

export const invitationLookupSchema = z.object({ token: tokenField });
export const invitationDetailsSchema = z.object({
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: teamRoleSchema,
  tenantName: z.string(),
  expiresAt: z.string(),
});
export type InvitationDetails = z.infer<typeof invitationDetailsSchema>;

export const usernameField = z
  .string({ error: "Username is required" })
  .trim()
  .min(3, TEAM_MESSAGES.usernameFormat)
  .max(50, TEAM_MESSAGES.usernameFormat)
  .regex(/^[A-Za-z0-9._-]+$/, TEAM_MESSAGES.usernameFormat);

export const invitationAcceptSchema = z.object({
  token: tokenField,
  username: usernameField,
  password: newPasswordField,
});
export type InvitationAccept = z.input<typeof invitationAcceptSchema>;

export const invitationAcceptedSchema = z.object({ redirectTo: z.string() });
