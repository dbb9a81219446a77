import {
  invitationAcceptedSchema,
  invitationAcceptSchema,
  invitationCreateSchema,
  invitationDetailsSchema,
  invitationLookupSchema,
  memberParams,
  memberRoleChangeSchema,
  TEAM_MESSAGES,
  teamListQuerySchema,
  teamMemberSchema,
  teamPageSchema,
} from "../team";
import { apiErrorSchema } from "../types";
import { errorAnswers, noContent, tenantParams } from "./answers";
import { endpoint } from "./endpoint";

const tags = ["team"];
const errors = { ...errorAnswers, 409: apiErrorSchema } as const;
const admin = {
  access: "staff",
  permission: "users.manage",
  tenantScoped: true,
  deniedMessage: TEAM_MESSAGES.adminOnly,
  tags,
} as const;

/**
 * The workspace's team (issue 17 points 1, 2, 4, 5): its administrators manage members and invitations; an invitee
 * accepts on the tenant's own host (`tenantPublic`, the token in the body).
 */
export const teamApi = {
  list: endpoint({
    ...admin,
    method: "GET",
    path: "/api/tenants/:tenantId/team",
    summary: "A page of the workspace's members and invitations (search by name, e-mail or username) and its seats",
    params: tenantParams,
    query: teamListQuerySchema,
    responses: { 200: teamPageSchema, ...errors },
  }),
  invite: endpoint({
    ...admin,
    method: "POST",
    path: "/api/tenants/:tenantId/team/invitations",
    summary: "Invites a person by e-mail (a single-use link valid 7 days); counts against the plan's seats",
    params: tenantParams,
    body: invitationCreateSchema,
    responses: { 201: teamMemberSchema, ...errors },
    example: { body: { email: "new.member@example.com", firstName: "New", lastName: "Member", role: "STAFF" } },
  }),
  resend: endpoint({
    ...admin,
    method: "POST",
    path: "/api/tenants/:tenantId/team/invitations/:userId/resend",
    summary: "Sends the invitation again with a new link (the old link stops working)",
    params: memberParams,
    responses: { 200: teamMemberSchema, ...errors },
  }),
  revoke: endpoint({
    ...admin,
    method: "DELETE",
    path: "/api/tenants/:tenantId/team/invitations/:userId",
    summary: "Revokes a pending invitation (its link stops working, its seat is free)",
    params: memberParams,
    responses: { 204: noContent, ...errors },
  }),
  changeRole: endpoint({
    ...admin,
    method: "PUT",
    path: "/api/tenants/:tenantId/team/members/:userId/role",
    summary: "Makes a member an administrator or staff (the last active administrator stays one)",
    params: memberParams,
    body: memberRoleChangeSchema,
    responses: { 200: teamMemberSchema, ...errors },
    example: { body: { role: "STAFF" } },
  }),
  deactivate: endpoint({
    ...admin,
    method: "POST",
    path: "/api/tenants/:tenantId/team/members/:userId/deactivate",
    summary: "Deactivates a member: their sessions end at once and they cannot sign in",
    params: memberParams,
    responses: { 200: teamMemberSchema, ...errors },
  }),
  reactivate: endpoint({
    ...admin,
    method: "POST",
    path: "/api/tenants/:tenantId/team/members/:userId/reactivate",
    summary: "Reactivates a deactivated member (counts against the plan's seats)",
    params: memberParams,
    responses: { 200: teamMemberSchema, ...errors },
  }),
  invitation: endpoint({
    method: "POST",
    path: "/api/team/invitation",
    access: "tenantPublic",
    tenantScoped: false,
    tags,
    summary: "What an invitation link of this workspace offers (the token in the body, never in a URL)",
    body: invitationLookupSchema,
    responses: { 200: invitationDetailsSchema, ...errors },
    example: { body: { token: "an-invitation-token-0123456789" } },
  }),
  accept: endpoint({
    method: "POST",
    path: "/api/team/invitation/accept",
    access: "tenantPublic",
    tenantScoped: false,
    tags,
    summary: "Accepts an invitation on the workspace's host: sets a username and password and signs in",
    body: invitationAcceptSchema,
    responses: { 200: invitationAcceptedSchema, ...errors },
    example: {
      body: { token: "an-invitation-token-0123456789", username: "new.member", password: "a-long-new-password" },
    },
  }),
} as const;

export type TeamApi = typeof teamApi;

// The module's schemas and messages travel with its endpoints (one export line in api/index.ts for the module).
export * from "../team";
