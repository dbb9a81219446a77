import { portalUserSchema } from "../auth";
import {
  portalAccountLinkSchema,
  portalAccountListQuerySchema,
  portalAccountPageSchema,
  portalAccountParams,
  portalAccountSchema,
  portalInvitationAcceptSchema,
  portalInvitationDetailsSchema,
  portalInvitationLookupSchema,
  portalInviteSchema,
  portalSettingsSchema,
  portalSettingsUpdateSchema,
} from "../portal-accounts";
import { apiErrorSchema } from "../types";
import { errorAnswers, tenantParams } from "./answers";
import { endpoint } from "./endpoint";

const tags = ["portal accounts"];
const errors = { ...errorAnswers, 409: apiErrorSchema } as const;
const staff = {
  access: "staff",
  permission: "portal.work",
  module: "client-portal",
  tenantScoped: true,
  tags,
} as const;

/**
 * The client portal's accounts as staff see them (issue 20 point 1), the portal's settings, and the invitation a
 * client accepts on the tenant's own host (`tenantPublic`, the token in the body).
 */
export const portalAccountsApi = {
  list: endpoint({
    ...staff,
    method: "GET",
    path: "/api/tenants/:tenantId/portal/accounts",
    summary: "A page of the workspace's portal accounts (search by name or e-mail), each with its contact",
    params: tenantParams,
    query: portalAccountListQuerySchema,
    responses: { 200: portalAccountPageSchema, ...errors },
  }),
  get: endpoint({
    ...staff,
    method: "GET",
    path: "/api/tenants/:tenantId/portal/accounts/:clientId",
    summary: "One portal account",
    params: portalAccountParams,
    responses: { 200: portalAccountSchema, ...errors },
  }),
  invite: endpoint({
    ...staff,
    method: "POST",
    path: "/api/tenants/:tenantId/portal/invitations",
    summary: "Invites a contact to the portal: an account linked to it and an e-mailed link valid 7 days",
    params: tenantParams,
    body: portalInviteSchema,
    responses: { 201: portalAccountSchema, ...errors },
    example: { body: { contactId: "00000000-0000-4000-8000-000000000000" } },
  }),
  resend: endpoint({
    ...staff,
    method: "POST",
    path: "/api/tenants/:tenantId/portal/accounts/:clientId/resend",
    summary: "Sends the invitation again with a new link (the old link stops working)",
    params: portalAccountParams,
    responses: { 200: portalAccountSchema, ...errors },
  }),
  link: endpoint({
    ...staff,
    method: "PUT",
    path: "/api/tenants/:tenantId/portal/accounts/:clientId/contact",
    summary: "Links the account to a contact by hand, or unlinks it (null)",
    params: portalAccountParams,
    body: portalAccountLinkSchema,
    responses: { 200: portalAccountSchema, ...errors },
    example: { body: { contactId: null } },
  }),
  disable: endpoint({
    ...staff,
    method: "POST",
    path: "/api/tenants/:tenantId/portal/accounts/:clientId/disable",
    summary: "Disables the account: its sessions end at once and it cannot sign in",
    params: portalAccountParams,
    responses: { 200: portalAccountSchema, ...errors },
  }),
  enable: endpoint({
    ...staff,
    method: "POST",
    path: "/api/tenants/:tenantId/portal/accounts/:clientId/enable",
    summary: "Enables a disabled account again",
    params: portalAccountParams,
    responses: { 200: portalAccountSchema, ...errors },
  }),
  settings: endpoint({
    method: "GET",
    path: "/api/tenants/:tenantId/portal/settings",
    access: "tenantAdmin",
    tenantScoped: true,
    tags,
    summary: "The client portal's settings: footer links, client uploads, the cancellation cutoff",
    params: tenantParams,
    responses: { 200: portalSettingsSchema, ...errors },
  }),
  updateSettings: endpoint({
    method: "PUT",
    path: "/api/tenants/:tenantId/portal/settings",
    access: "tenantAdmin",
    tenantScoped: true,
    tags,
    summary: "Changes the client portal's settings",
    params: tenantParams,
    body: portalSettingsUpdateSchema,
    responses: { 200: portalSettingsSchema, ...errors },
    example: {
      body: {
        privacyPolicyUrl: "https://example.com/privacy",
        termsUrl: null,
        clientUploads: true,
        cancelCutoffHours: 24,
      },
    },
  }),
  invitation: endpoint({
    method: "POST",
    path: "/api/client-portal/invitation",
    access: "tenantPublic",
    tenantScoped: false,
    tags,
    module: "client-portal",
    summary: "What a portal invitation link of this workspace offers (the token in the body, never in a URL)",
    body: portalInvitationLookupSchema,
    responses: { 200: portalInvitationDetailsSchema, ...errors },
    example: { body: { token: "an-invitation-token-0123456789" } },
  }),
  accept: endpoint({
    method: "POST",
    path: "/api/client-portal/invitation/accept",
    access: "tenantPublic",
    tenantScoped: false,
    tags,
    module: "client-portal",
    summary: "Accepts a portal invitation: sets the password, verifies the address and signs the client in",
    body: portalInvitationAcceptSchema,
    responses: { 200: portalUserSchema, ...errors },
    example: { body: { token: "an-invitation-token-0123456789", password: "a-long-new-password" } },
  }),
} as const;

export type PortalAccountsApi = typeof portalAccountsApi;
