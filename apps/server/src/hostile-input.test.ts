import {
  type Access,
  commentCreateSchema,
  confirmSubscriptionRequestSchema,
  contactImportRequestSchema,
  contactInputSchema,
  crossTenantLogoutRequestSchema,
  customDomainClaimSchema,
  dnsSetupRequestSchema,
  type Endpoint,
  emailVerificationRequestSchema,
  handoffRedeemSchema,
  kbArticleInputSchema,
  kbCategoryInputSchema,
  mfaCodeRequestSchema,
  mfaDisableRequestSchema,
  mfaVerifyRequestSchema,
  onboardingTenantSchema,
  passwordChangeSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  platformLoginRequestSchema,
  portalLoginRequestSchema,
  portalPasswordResetRequestSchema,
  portalProfileSchema,
  portalRegisterRequestSchema,
  portalTicketCreateSchema,
  REQUEST_MESSAGES,
  sandboxCardConfirmSchema,
  sessionCheckRequestSchema,
  staffMfaRequirementSchema,
  subscriptionRequestSchema,
  tenantLoginRequestSchema,
  ticketCreateSchema,
  ticketUpdateSchema,
} from "@engagesuite/shared";
import { and, eq, sql } from "drizzle-orm";
import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { queryRows } from "./db/client";
import { contacts, kbArticles, verticals } from "./db/schema";
import { DEMO_LOGINS } from "./db/seed/accounts";
import { seedKnowledgeBase } from "./db/seed/kb";
import {
  hostileCookie,
  hostileId,
  hostileKey,
  hostileNonString,
  hostileString,
  hostileValue,
  malformedPayload,
  urlPart,
} from "./hostile-input.arbitraries";
import { findNul } from "./lib/input-guard";
import { mediaTypeOf } from "./lib/origin-check";
import { createTestApp, demoTenantIds, type TestApp } from "./test/harness";
import { call, platformCookie, portalCookie, staffCookie } from "./test/http";

/**
 * Hostile input (issue 9, DESIGN §8): for every registered route, fast-check sends generated bodies, query strings,
 * path parameters and cookies — wrong types, huge strings, unicode, NUL bytes, SQL and HTML fragments, missing and
 * extra fields, malformed JSON — and every answer must be below 500, an error must have the API's one error shape, and
 * nothing may be written (the database's fingerprint is the same after each route's runs).
 *
 * Write routes only ever get requests that are invalid by construction (a hostile path id, or a body the route's own
 * schema refuses), so any 2xx from them is a bug. Reads may answer 200 to a hostile query (a search for
 * "' OR 1=1 --" is a fine search), but never 500 and never write.
 *
 * The route table is Fastify's own: a route added without a spec below fails the first test, and each spec's body and
 * query keys are checked against the route's OpenAPI description. Sign-in rate limits never turn answers into 429s
 * here: a refused body is answered at validation, before any limiter counts (a 429 would still pass as a 4xx).
 * A last group sends hostile text that passes validation to the free-text writes: stored and answered as sent.
 *
 * HOSTILE_RUNS (default 30 per route) runs deeper; fast-check prints the seed and the shrunk counterexample to replay.
 */

const RUNS = Number(process.env.HOSTILE_RUNS ?? 30);
const MAIN = "localhost:3000";
const DEMO = "demo.localhost:3000";

type Caller = "anon" | "super" | "staff" | "portal";

interface Fixtures {
  demo: string;
  summit: string;
  contact: string;
  ticket: string;
  portalTicket: string;
  article: number;
  category: number;
  vertical: number;
}

interface RouteSpec {
  as: Caller;
  host?: string;
  /** Valid path parameters (real rows), so a hostile query or body reaches the handler behind them. */
  params?: (f: Fixtures) => Record<string, string>;
  /** The route's body schema and a valid body that the generated ones are corrupted from. */
  body?: { schema: z.ZodType; valid: (f: Fixtures) => Record<string, unknown> };
  /** Query parameters the route reads (generated values go to them as well as to random keys). */
  query?: string[];
  /** A write: every generated request is invalid by construction and must be refused (4xx). */
  writes: boolean;
  /** Valid bodies that must still write nothing (a dry run): the route may answer 2xx to them, never 500. */
  readOnlyBody?: (f: Fixtures) => fc.Arbitrary<Record<string, unknown>>;
  /** Keys an error answer of this route may carry besides message and fieldErrors. */
  errorExtras?: string[];
  /** Not a JSON API route (ACME answers plain text). */
  text?: boolean;
}

/**
 * What the sweep needs besides a route's declaration: real rows for its path parameters and a valid body to corrupt.
 * The caller, host, body schema, query keys and whether it writes come from the endpoint's declaration; a route that
 * is not declared (the API documentation's pages) names them here.
 */
type Fixture = Partial<Omit<RouteSpec, "body">> & {
  body?: { schema?: z.ZodType; valid: (f: Fixtures) => Record<string, unknown> };
};

const CALLERS: Record<Access, { as: Caller; host: string }> = {
  public: { as: "anon", host: MAIN },
  tenantPublic: { as: "anon", host: DEMO },
  staff: { as: "staff", host: DEMO },
  tenantAdmin: { as: "staff", host: DEMO },
  portalClient: { as: "portal", host: DEMO },
  superAdmin: { as: "super", host: MAIN },
  account: { as: "staff", host: DEMO },
};

/** The declaration's view of a route, with the fixture's values (and overrides) on top. */
function specOf(key: string, endpoint: Endpoint | undefined): RouteSpec {
  const fixture = SPECS[key] ?? {};
  if (!endpoint) {
    if (fixture.as === undefined || fixture.writes === undefined) throw new Error(`${key}: not declared, no fixture`);
    return fixture as RouteSpec;
  }
  const caller = CALLERS[endpoint.access];
  const querySchema = endpoint.query as unknown as { shape?: Record<string, unknown> } | undefined;
  const body = endpoint.body;
  const example = endpoint.example?.body as Record<string, unknown> | undefined;
  const valid = fixture.body?.valid ?? (example ? () => example : undefined);
  if (body && !valid) throw new Error(`${key}: declare an example body (or give it a fixture)`);
  return {
    as: caller.as,
    host: caller.host,
    query: Object.keys(querySchema?.shape ?? {}),
    writes: endpoint.method !== "GET",
    ...fixture,
    body: body && valid ? { schema: fixture.body?.schema ?? body, valid } : undefined,
  } as RouteSpec;
}

const NO_SUCH_ID = "00000000-0000-4000-8000-00000000dead";
const uuidParam = (name: string, pick: (f: Fixtures) => string) => (f: Fixtures) => ({ [name]: pick(f) });
const intParam = (name: string, pick: (f: Fixtures) => number) => (f: Fixtures) => ({ [name]: String(pick(f)) });

const contactBody = {
  schema: contactInputSchema,
  valid: () => ({
    name: "Hostile Input",
    email: "hostile@example.com",
    phone: "+1 555 0100",
    jobTitle: "Tester",
    type: "PATIENT",
    status: "ACTIVE",
    notes: "notes",
  }),
};
const articleBody = {
  schema: kbArticleInputSchema,
  valid: (f: Fixtures) => ({
    title: "A valid title",
    summary: "A valid summary of the article",
    body: "A valid body that is long enough to pass.",
    categoryId: f.category,
    verticalId: f.vertical,
    tags: ["one", "two"],
    featured: false,
  }),
};
const categoryBody = { schema: kbCategoryInputSchema, valid: () => ({ name: "Valid name", description: "ok" }) };
const ticketBody = {
  schema: ticketCreateSchema,
  valid: () => ({ title: "Valid title", description: "Valid description", type: "test_results", priority: "high" }),
};
/** A portal client's ticket names no priority (the staff's to set): the declaration's schema, and a body without one. */
const portalTicketBody = {
  schema: portalTicketCreateSchema,
  valid: () => ({ title: "Valid title", description: "Valid description", type: "test_results" }),
};
const portalCommentSchema = commentCreateSchema.omit({ isInternal: true });
const setupBody = {
  schema: dnsSetupRequestSchema,
  valid: (f: Fixtures) => ({ subdomain: "hostile-x", verticalId: f.vertical }),
};
const mfaVerifyBody = {
  schema: mfaVerifyRequestSchema,
  valid: () => ({ challenge: `v1.${"x".repeat(60)}`, code: "123456" }),
};
const mfaCodeBody = { schema: mfaCodeRequestSchema, valid: () => ({ code: "123456" }) };
const mfaDisableBody = { schema: mfaDisableRequestSchema, valid: () => ({ password: "a-password", code: "123456" }) };
const resetConfirmBody = {
  schema: passwordResetConfirmSchema,
  valid: () => ({ token: "t".repeat(43), password: "new-password-1" }),
};

const SPECS: Record<string, Fixture> = {
  // API documentation (Swagger UI): static pages, but the wildcard and the query still meet the router.
  "GET /api/docs": { as: "anon", writes: false },
  "GET /api/docs/static/index.html": { as: "anon", writes: false },
  "GET /api/docs/static/swagger-initializer.js": { as: "anon", writes: false },
  "GET /api/docs/json": { as: "anon", writes: false },
  "GET /api/docs/yaml": { as: "anon", writes: false },
  "GET /api/docs/static/*": { as: "anon", writes: false, params: () => ({ "*": "index.css" }) },

  // Public catalogue and tenant lookups.
  "GET /api/health": { as: "anon", writes: false },
  "GET /api/public/verticals": { as: "anon", writes: false },
  "GET /api/verticals/showcase": { as: "anon", writes: false },
  "GET /api/verticals/:id": { as: "anon", writes: false, params: intParam("id", (f) => f.vertical) },
  "GET /api/services": { as: "anon", writes: false },
  "GET /api/services/compatible/:verticalId": {
    as: "anon",
    writes: false,
    params: intParam("verticalId", (f) => f.vertical),
  },
  "GET /api/tenant/:subdomain": { as: "anon", writes: false, params: () => ({ subdomain: "demo" }) },
  "GET /api/tenants/by-subdomain/:subdomain": { as: "anon", writes: false, params: () => ({ subdomain: "demo" }) },
  "GET /api/tenants/slug/:slug": { as: "anon", writes: false, params: () => ({ slug: "demo" }) },
  "GET /api/tenants/current": { as: "anon", writes: false, query: ["tenant"] },

  // Sign-in and sessions.
  "POST /api/auth/login": {
    as: "anon",
    writes: true,
    body: {
      schema: platformLoginRequestSchema,
      valid: () => ({ email: DEMO_LOGINS.superAdmin.email, password: "wrong-password", rememberMe: false }),
    },
  },
  "POST /api/auth/tenant/login": {
    as: "anon",
    host: DEMO,
    writes: true,
    body: {
      schema: tenantLoginRequestSchema,
      valid: (f) => ({ username: "demo-admin", password: "wrong-password", rememberMe: true, tenantId: f.demo }),
    },
  },
  "POST /api/auth/mfa": { as: "anon", writes: true, body: mfaVerifyBody },
  "POST /api/auth/handoff": {
    as: "anon",
    host: DEMO,
    writes: true,
    body: { schema: handoffRedeemSchema, valid: () => ({ code: "c".repeat(43) }) },
  },
  // The account's own security (Security page). Set-up has no input to corrupt: asked without a session, it writes
  // nothing.
  "GET /api/auth/security": { as: "staff", host: DEMO, writes: false },
  "POST /api/auth/mfa/setup": { as: "anon", host: DEMO, writes: false },
  "POST /api/auth/mfa/enable": { as: "staff", host: DEMO, writes: true, body: mfaCodeBody },
  "POST /api/auth/mfa/disable": { as: "staff", host: DEMO, writes: true, body: mfaDisableBody },
  "POST /api/auth/mfa/recovery-codes": { as: "staff", host: DEMO, writes: true, body: mfaCodeBody },
  "POST /api/auth/password": {
    as: "staff",
    host: DEMO,
    writes: true,
    body: {
      schema: passwordChangeSchema,
      valid: () => ({ currentPassword: DEMO_LOGINS.demoAdmin.password, newPassword: "changed-password-1" }),
    },
  },
  "PUT /api/tenants/:tenantId/staff-mfa": {
    as: "staff",
    host: DEMO,
    writes: true,
    params: uuidParam("tenantId", (f) => f.demo),
    body: { schema: staffMfaRequirementSchema, valid: () => ({ required: true }) },
  },
  // My account: signing out the other sessions has no input to corrupt; asked without a session, it writes nothing.
  "POST /api/account/sessions/sign-out-others": { as: "anon", host: DEMO, writes: false },
  "GET /api/auth/me": { as: "staff", host: DEMO, writes: false },
  // No session to end (anonymous or a forged cookie): answers 204 and must write nothing.
  "POST /api/auth/logout": { as: "anon", writes: false },
  "POST /api/auth/tenant/session-check": {
    as: "staff",
    host: DEMO,
    writes: false,
    errorExtras: ["currentTenantId", "currentTenantName"],
    body: { schema: sessionCheckRequestSchema, valid: (f) => ({ targetTenantId: f.demo }) },
  },
  "POST /api/auth/tenant/cross-tenant-logout": {
    as: "staff",
    host: DEMO,
    writes: true,
    body: {
      schema: crossTenantLogoutRequestSchema,
      valid: (f) => ({ currentTenantId: f.demo, targetTenantId: f.demo }),
    },
  },
  "POST /api/auth/password-reset/request": {
    as: "anon",
    writes: true,
    body: { schema: passwordResetRequestSchema, valid: () => ({ email: DEMO_LOGINS.superAdmin.email }) },
  },
  "POST /api/auth/password-reset/confirm": { as: "anon", writes: true, body: resetConfirmBody },

  // A portal client's upload: the body is a file's bytes, not JSON, and there is no path parameter to corrupt; hostile
  // queries without a file must write nothing (documents.test.ts sends the bad files: wrong type, oversized, empty).
  "POST /api/client-portal/documents": { writes: false },

  // Client portal accounts.
  "POST /api/client-portal/register": {
    as: "anon",
    host: DEMO,
    writes: true,
    body: {
      schema: portalRegisterRequestSchema,
      valid: (f) => ({
        email: "new-client@example.com",
        firstName: "Newt",
        lastName: "Client",
        password: "secret-1",
        tenantId: f.demo,
      }),
    },
  },
  "POST /api/client-portal/login": {
    as: "anon",
    host: DEMO,
    writes: true,
    body: {
      schema: portalLoginRequestSchema,
      valid: (f) => ({ email: DEMO_LOGINS.demoPortalClient.email, password: "wrong-password", tenantId: f.demo }),
    },
  },
  "POST /api/client-portal/logout": { as: "anon", host: DEMO, writes: false },
  "POST /api/client-portal/mfa": { as: "anon", host: DEMO, writes: true, body: mfaVerifyBody },
  "GET /api/client-portal/security": { as: "portal", host: DEMO, writes: false },
  "POST /api/client-portal/mfa/setup": { as: "anon", host: DEMO, writes: false },
  "POST /api/client-portal/mfa/enable": { as: "portal", host: DEMO, writes: true, body: mfaCodeBody },
  "POST /api/client-portal/mfa/disable": { as: "portal", host: DEMO, writes: true, body: mfaDisableBody },
  "POST /api/client-portal/mfa/recovery-codes": { as: "portal", host: DEMO, writes: true, body: mfaCodeBody },
  "GET /api/client-portal/me": { as: "portal", host: DEMO, writes: false },
  "PUT /api/client-portal/profile": {
    as: "portal",
    host: DEMO,
    writes: true,
    body: { schema: portalProfileSchema, valid: () => ({ firstName: "Jamie", lastName: "Rivera" }) },
  },
  "POST /api/client-portal/password": {
    as: "portal",
    host: DEMO,
    writes: true,
    body: {
      schema: passwordChangeSchema,
      valid: () => ({ currentPassword: DEMO_LOGINS.demoPortalClient.password, newPassword: "changed-1" }),
    },
  },
  "POST /api/client-portal/password-reset/request": {
    as: "anon",
    host: DEMO,
    writes: true,
    body: {
      schema: portalPasswordResetRequestSchema,
      valid: (f) => ({ email: DEMO_LOGINS.demoPortalClient.email, tenantId: f.demo }),
    },
  },
  "POST /api/client-portal/password-reset/confirm": { as: "anon", host: DEMO, writes: true, body: resetConfirmBody },
  "POST /api/client-portal/verify-email": {
    as: "anon",
    host: DEMO,
    writes: true,
    body: { schema: emailVerificationRequestSchema, valid: () => ({ token: `v1.${"t".repeat(60)}` }) },
  },
  // The demo client's address is confirmed already: the answer says so and nothing is sent.
  "POST /api/client-portal/verify-email/resend": { as: "portal", host: DEMO, writes: false },

  // Contacts.
  "GET /api/tenants/:tenantId/contacts": {
    as: "staff",
    host: DEMO,
    writes: false,
    params: uuidParam("tenantId", (f) => f.demo),
    query: ["search", "type", "status", "fieldKey", "fieldValue", "tags", "owner", "sort", "order", "limit", "cursor"],
  },
  "POST /api/tenants/:tenantId/contacts": {
    as: "staff",
    host: DEMO,
    writes: true,
    params: uuidParam("tenantId", (f) => f.demo),
    body: contactBody,
  },
  "PUT /api/contacts/:id": {
    as: "staff",
    host: DEMO,
    writes: true,
    params: uuidParam("id", (f) => f.contact),
    body: contactBody,
  },
  "DELETE /api/contacts/:id": { as: "staff", host: DEMO, writes: true, params: uuidParam("id", (f) => f.contact) },
  "POST /api/tenants/:tenantId/contacts/import": {
    as: "staff",
    host: DEMO,
    writes: true,
    params: uuidParam("tenantId", (f) => f.demo),
    errorExtras: ["valid", "total", "created", "preview", "errors", "unknownColumns"],
    body: {
      schema: contactImportRequestSchema,
      valid: () => ({ csv: "name,email\nImported,imp@example.com\n", dryRun: false }),
    },
    // A dry run checks and previews a hostile CSV without importing it.
    readOnlyBody: () => fc.record({ csv: hostileCsv, dryRun: fc.constant(true) }),
  },
  "GET /api/tenants/:tenantId/contacts/export": {
    as: "staff",
    host: DEMO,
    writes: false,
    params: uuidParam("tenantId", (f) => f.demo),
    query: ["search", "type", "status", "fieldKey", "fieldValue", "tags", "owner"],
  },
  // Tags, owners and bulk actions (issue 21): a tag id of no tag reaches the handler and is refused there.
  "GET /api/tenants/:tenantId/tags": { params: uuidParam("tenantId", (f) => f.demo) },
  "POST /api/tenants/:tenantId/tags": { params: uuidParam("tenantId", (f) => f.demo) },
  "PATCH /api/tenants/:tenantId/tags/:tagId": { params: (f) => ({ tenantId: f.demo, tagId: NO_SUCH_ID }) },
  "DELETE /api/tenants/:tenantId/tags/:tagId": { params: (f) => ({ tenantId: f.demo, tagId: NO_SUCH_ID }) },
  "PUT /api/contacts/:id/tags/:tagId": { params: (f) => ({ id: f.contact, tagId: NO_SUCH_ID }) },
  "DELETE /api/contacts/:id/tags/:tagId": { params: (f) => ({ id: f.contact, tagId: NO_SUCH_ID }) },
  "GET /api/tenants/:tenantId/contact-owners": { params: uuidParam("tenantId", (f) => f.demo) },
  "POST /api/tenants/:tenantId/contacts/bulk": { params: uuidParam("tenantId", (f) => f.demo) },
  "GET /api/tenants/:tenantId/contacts/bulk/:jobId": { params: (f) => ({ tenantId: f.demo, jobId: NO_SUCH_ID }) },

  // Help desk (staff).
  "GET /api/helpdesk/tickets/tenant/:tenantId": {
    as: "staff",
    host: DEMO,
    writes: false,
    params: uuidParam("tenantId", (f) => f.demo),
    query: [
      "status",
      "priority",
      "assignee",
      "category",
      "contactId",
      "createdFrom",
      "createdTo",
      "search",
      "sort",
      "order",
      "limit",
      "cursor",
    ],
  },
  "GET /api/helpdesk/tickets/tenant/:tenantId/counts": {
    as: "staff",
    host: DEMO,
    writes: false,
    params: uuidParam("tenantId", (f) => f.demo),
  },
  "POST /api/helpdesk/tickets": { as: "staff", host: DEMO, writes: true, body: ticketBody },
  "PATCH /api/helpdesk/tickets/:ticketId": {
    as: "staff",
    host: DEMO,
    writes: true,
    params: uuidParam("ticketId", (f) => f.ticket),
    body: { schema: ticketUpdateSchema, valid: () => ({ status: "open", priority: "low", assigneeId: null }) },
  },
  "GET /api/helpdesk/tickets/:ticketId/comments": {
    as: "staff",
    host: DEMO,
    writes: false,
    params: uuidParam("ticketId", (f) => f.ticket),
  },
  "POST /api/helpdesk/tickets/:ticketId/comments": {
    as: "staff",
    host: DEMO,
    writes: true,
    params: uuidParam("ticketId", (f) => f.ticket),
    body: { schema: commentCreateSchema, valid: () => ({ content: "A reply", isInternal: true }) },
  },
  "GET /api/helpdesk/staff": { as: "staff", host: DEMO, writes: false },

  // Custom domains (the workspace admin's settings).
  "GET /api/tenants/:tenantId/domains": {
    as: "staff",
    host: DEMO,
    writes: false,
    params: uuidParam("tenantId", (f) => f.demo),
  },
  "POST /api/tenants/:tenantId/domains": {
    as: "staff",
    host: DEMO,
    writes: true,
    params: uuidParam("tenantId", (f) => f.demo),
    body: { schema: customDomainClaimSchema, valid: () => ({ hostname: "crm.hostile.example" }) },
  },
  "POST /api/tenants/:tenantId/domains/:hostname/check": {
    as: "staff",
    host: DEMO,
    writes: true,
    params: (f) => ({ tenantId: f.demo, hostname: "crm.hostile.example" }),
  },
  "DELETE /api/tenants/:tenantId/domains/:hostname": {
    as: "staff",
    host: DEMO,
    writes: true,
    params: (f) => ({ tenantId: f.demo, hostname: "crm.hostile.example" }),
  },

  // Help desk (portal clients).
  "GET /api/client-portal/tickets": { as: "portal", host: DEMO, writes: false },
  "POST /api/client-portal/tickets": {
    as: "portal",
    host: DEMO,
    writes: true,
    body: portalTicketBody,
  },
  "GET /api/client-portal/tickets/:ticketId/comments": {
    as: "portal",
    host: DEMO,
    writes: false,
    params: uuidParam("ticketId", (f) => f.portalTicket),
  },
  "POST /api/client-portal/tickets/:ticketId/comments": {
    as: "portal",
    host: DEMO,
    writes: true,
    params: uuidParam("ticketId", (f) => f.portalTicket),
    body: { schema: portalCommentSchema, valid: () => ({ content: "A client reply" }) },
  },

  // Knowledge base (reading).
  "GET /api/kb/categories": { as: "anon", writes: false },
  "GET /api/kb/articles/featured": { as: "anon", writes: false, query: ["vertical"] },
  "GET /api/kb/articles/category/:categoryId": {
    as: "anon",
    writes: false,
    params: intParam("categoryId", (f) => f.category),
    query: ["vertical"],
  },
  "GET /api/kb/articles/vertical/:verticalModuleId": {
    as: "anon",
    writes: false,
    params: intParam("verticalModuleId", (f) => f.vertical),
  },
  "GET /api/kb/search": { as: "anon", writes: false, query: ["q", "query", "search", "vertical"] },
  "GET /api/kb/articles/:id": { as: "anon", writes: false, params: intParam("id", (f) => f.article) },
  "POST /api/kb/articles/:id/view": { as: "anon", writes: true, params: intParam("id", (f) => f.article) },

  // Knowledge base (authoring, super admin).
  "GET /api/admin/kb/articles": { as: "super", writes: false },
  "GET /api/admin/kb/articles/:id": { as: "super", writes: false, params: intParam("id", (f) => f.article) },
  "POST /api/admin/kb/articles": { as: "super", writes: true, body: articleBody },
  "PUT /api/admin/kb/articles/:id": {
    as: "super",
    writes: true,
    params: intParam("id", (f) => f.article),
    body: articleBody,
  },
  "POST /api/admin/kb/articles/:id/publish": {
    as: "super",
    writes: true,
    params: intParam("id", (f) => f.article),
  },
  "POST /api/admin/kb/articles/:id/unpublish": {
    as: "super",
    writes: true,
    params: intParam("id", (f) => f.article),
  },
  "DELETE /api/admin/kb/articles/:id": { as: "super", writes: true, params: intParam("id", (f) => f.article) },
  "POST /api/admin/kb/categories": { as: "super", writes: true, body: categoryBody },
  "PUT /api/admin/kb/categories/:id": {
    as: "super",
    writes: true,
    params: intParam("id", (f) => f.category),
    body: categoryBody,
  },
  "DELETE /api/admin/kb/categories/:id": {
    as: "super",
    writes: true,
    params: intParam("id", (f) => f.category),
  },

  // Platform (super admin).
  "GET /api/platform/overview": { as: "super", writes: false },
  "GET /api/platform/tenants": { as: "super", writes: false, query: ["search", "status"] },
  "POST /api/platform/tenants/:id/suspend": { as: "super", writes: true, params: uuidParam("id", (f) => f.summit) },
  "POST /api/platform/tenants/:id/reactivate": {
    as: "super",
    writes: true,
    params: uuidParam("id", (f) => f.summit),
  },
  "GET /api/platform/auth-events": { as: "super", writes: false, query: ["outcome", "limit"] },

  // Onboarding, DNS, SSL, payments.
  "GET /api/onboarding/subdomain-availability": { as: "anon", writes: false, query: ["subdomain"] },
  "POST /api/dns/setup": { as: "anon", writes: true, body: setupBody },
  "GET /api/dns/setup/status": { as: "anon", writes: false, query: ["subdomain"] },
  "GET /api/dns/zones/:zoneId/records": {
    as: "anon",
    writes: false,
    params: () => ({ zoneId: `zone_${"0".repeat(20)}` }),
  },
  "POST /api/ssl/setup": { as: "anon", writes: true, body: setupBody },
  "POST /api/onboarding/custom-domain": {
    as: "anon",
    writes: true,
    body: { schema: customDomainClaimSchema, valid: () => ({ hostname: "crm.hostile.example" }) },
  },
  "GET /api/ssl/setup/status": { as: "anon", writes: false, query: ["subdomain"] },
  "POST /api/onboarding/tenants": {
    as: "anon",
    writes: true,
    body: {
      schema: onboardingTenantSchema,
      valid: (f) => ({
        name: "Hostile Co",
        subdomain: "hostile-co",
        verticalModuleId: f.vertical,
        serviceModules: [1, 2],
        planTier: "BASIC",
        billingPeriod: "yearly",
        email: "owner@hostile.example",
        phoneNumber: "+1 555 0100",
        address: "1 Main St",
        city: "Springfield",
        state: "IL",
        postalCode: "62701",
        country: "US",
        customDomain: "crm.hostile.example",
        stripeCustomerId: "cus_hostile",
        stripeSubscriptionId: "sub_hostile",
        includedUsers: 5,
        additionalUsers: 0,
      }),
    },
  },
  "GET /api/onboarding/tenants/:id/provisioning": {
    as: "anon",
    writes: false,
    params: uuidParam("id", (f) => f.demo),
  },
  "GET /.well-known/acme-challenge/:token": {
    as: "anon",
    writes: false,
    text: true,
    params: () => ({ token: "a".repeat(43) }),
  },
  "GET /api/payments/config": { as: "anon", writes: false },
  "POST /api/payments/get-or-create-subscription": {
    as: "anon",
    writes: true,
    body: {
      schema: subscriptionRequestSchema,
      valid: () => ({ email: "owner@hostile.example", name: "Hostile Co", planType: "BASIC", isYearly: true }),
    },
  },
  "POST /api/payments/sandbox/confirm-card": {
    as: "anon",
    writes: true,
    body: {
      schema: sandboxCardConfirmSchema,
      valid: () => ({
        cardNumber: "4242424242424242",
        cardName: "Card Holder",
        expiryDate: "12/40",
        cvc: "123",
        clientSecret: "pi_hostile_secret_0000",
      }),
    },
  },
  "POST /api/payments/confirm-subscription": {
    as: "anon",
    writes: true,
    body: {
      schema: confirmSubscriptionRequestSchema,
      valid: () => ({ subscriptionId: "sub_hostile", paymentIntentId: "pi_hostile" }),
    },
  },
};

/* ---------------- Generated requests ---------------- */

type Body = { kind: "json"; value: unknown } | { kind: "raw"; payload: string | Buffer; contentType?: string };

interface HostileRequest {
  part: "path" | "query" | "body" | "raw-body" | "read-only-body";
  params: Record<string, string>;
  rawPath: boolean;
  query: [string, string][];
  rawQuery: boolean;
  body?: Body;
  /** A forged Cookie header instead of the caller's session. */
  cookie: string | null;
}

/** JSON as it travels: undefined fields vanish, -0 becomes 0 (what the server's schema will see). */
const asSent = (value: unknown): unknown => {
  const text = JSON.stringify(value);
  return text === undefined ? undefined : JSON.parse(text);
};

/**
 * A body the route's own schema refuses (or that holds a NUL, which every route refuses: lib/input-guard.ts): fields
 * replaced by hostile values, dropped, added, or not an object at all.
 */
function corruptedBody(schema: z.ZodType, valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape ?? {};
  const keys = [...new Set([...Object.keys(shape), ...Object.keys(valid)])];
  const replaced = fc
    .tuple(
      fc.subarray(keys, { minLength: 1, maxLength: Math.min(3, keys.length) }),
      fc.array(hostileValue, { minLength: 3, maxLength: 3 }),
    )
    .map(([fields, values]) => ({ ...valid, ...Object.fromEntries(fields.map((k, i) => [k, values[i]])) }));
  const wrongType = fc
    .tuple(
      fc.subarray(keys, { minLength: 1, maxLength: Math.min(3, keys.length) }),
      fc.array(hostileNonString, { minLength: 3, maxLength: 3 }),
    )
    .map(([fields, values]) => ({ ...valid, ...Object.fromEntries(fields.map((k, i) => [k, values[i]])) }));
  const dropped = fc
    .subarray(keys, { minLength: 1 })
    .map((drop) => Object.fromEntries(Object.entries(valid).filter(([k]) => !drop.includes(k))));
  const extra = fc
    .tuple(
      fc.dictionary(hostileKey, hostileValue, { minKeys: 1, maxKeys: 3 }),
      fc.constantFrom(...keys),
      hostileNonString,
    )
    .map(([more, key, bad]) => ({ ...valid, ...more, [key]: bad }));
  const notAnObject = fc.oneof(hostileString, hostileNonString);
  return fc
    .oneof(replaced, wrongType, dropped, extra, notAnObject)
    .map(asSent)
    .filter((body) => !schema.safeParse(body).success || findNul(body) !== null);
}

/** CSV text for the import's dry run: a header, then rows of hostile cells, quotes, separators and line breaks. */
const hostileCsv: fc.Arbitrary<string> = fc.oneof(
  hostileString,
  fc
    .tuple(
      fc.constantFrom("name,email,phone,jobTitle,type,status,notes", "NAME;email", "name", '"name","type"', ""),
      fc.array(
        fc.array(fc.oneof(hostileString, fc.constantFrom('"', '""', ",", "\n", "\r\n", "Lead", "ACTIVE")), {
          maxLength: 8,
        }),
        { maxLength: 5 },
      ),
    )
    .map(([header, rows]) => [header, ...rows.map((cells) => cells.join(","))].join("\n")),
);

function requestArbitrary(spec: RouteSpec, paramNames: string[], f: Fixtures): fc.Arbitrary<HostileRequest> {
  const valid = spec.params?.(f) ?? {};
  const validBody: Body | undefined = spec.body ? { kind: "json", value: spec.body.valid(f) } : undefined;
  const queryKey = fc.oneof(fc.constantFrom(...(spec.query ?? []), "tenant", "subdomain"), hostileKey);
  const query = fc.array(fc.tuple(queryKey, hostileString), { maxLength: 4 });
  const common = {
    rawPath: fc.boolean(),
    query,
    rawQuery: fc.boolean(),
    cookie: fc.option(hostileCookie, { freq: 5 }),
  };
  const parts: fc.Arbitrary<HostileRequest>[] = [];
  const hostileParams = fc.record(Object.fromEntries(paramNames.map((n) => [n, hostileId])));

  if (paramNames.length > 0) {
    parts.push(
      fc.record({ ...common, part: fc.constant("path" as const), params: hostileParams, body: fc.constant(validBody) }),
    );
  }
  if (spec.body) {
    const corrupted = corruptedBody(spec.body.schema, spec.body.valid(f)).map(
      (value): Body => ({ kind: "json", value }),
    );
    parts.push(
      fc.record({ ...common, part: fc.constant("body" as const), params: fc.constant(valid), body: corrupted }),
    );
    const raw = malformedPayload.map((p): Body => ({ kind: "raw", ...p }));
    parts.push(fc.record({ ...common, part: fc.constant("raw-body" as const), params: fc.constant(valid), body: raw }));
  }
  if (spec.readOnlyBody) {
    const bodies = spec.readOnlyBody(f).map((value): Body => ({ kind: "json", value }));
    parts.push(
      fc.record({ ...common, part: fc.constant("read-only-body" as const), params: fc.constant(valid), body: bodies }),
    );
  }
  if (!spec.writes) {
    parts.push(
      fc.record({
        ...common,
        part: fc.constant("query" as const),
        params: fc.constant(valid),
        body: fc.constant(validBody),
      }),
    );
  }
  if (parts.length === 0) throw new Error("a write route needs a path parameter or a body to corrupt");
  return fc.oneof(...parts);
}

function urlOf(pattern: string, request: HostileRequest): string {
  const path = pattern.replace(/:(\w+)|\*$/g, (whole, name: string | undefined) => {
    const value = request.params[name ?? "*"] ?? whole;
    return request.part === "path" ? urlPart(value, request.rawPath) : value;
  });
  if (request.query.length === 0) return path;
  const pairs = request.query.map(([k, v]) => `${urlPart(k, request.rawQuery)}=${urlPart(v, request.rawQuery)}`);
  return `${path}?${pairs.join("&")}`;
}

/* ---------------- What every answer must be ---------------- */

/** Text that has no place in an answer to a client: stack frames, SQL, driver errors. */
const LEAK =
  /\bat \S+ \(|\.ts:\d+|\bselect\b.+\bfrom\b|\binsert into\b|\bupdate \S+ set\b|relation "|syntax error|violates|duplicate key|invalid input syntax|pglite|node_modules/i;

function checkAnswer(key: string, spec: RouteSpec, part: HostileRequest["part"], res: LightMyRequestResponse): void {
  const where = `${key} [${part}] → ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, where).toBeLessThan(500);
  if (spec.writes && part !== "read-only-body")
    expect(res.statusCode, `a write accepted an invalid request: ${where}`).toBeGreaterThanOrEqual(400);
  if (res.statusCode < 400) return;
  if (spec.text && String(res.headers["content-type"]).startsWith("text/plain")) {
    expect(res.statusCode, where).toBe(404);
    return;
  }
  expect(String(res.headers["content-type"]), where).toMatch(/^application\/json/);
  const body = JSON.parse(res.body) as Record<string, unknown>;
  expect(typeof body.message, where).toBe("string");
  expect((body.message as string).length, where).toBeGreaterThan(0);
  expect(body.message as string, where).not.toMatch(LEAK);
  const allowed = new Set(["message", "fieldErrors", ...(spec.errorExtras ?? [])]);
  expect(
    Object.keys(body).filter((k) => !allowed.has(k)),
    where,
  ).toEqual([]);
  if (body.fieldErrors !== undefined) {
    expect(typeof body.fieldErrors, where).toBe("object");
    for (const [field, messages] of Object.entries(body.fieldErrors as Record<string, unknown>)) {
      expect(Array.isArray(messages), `${where} (${field})`).toBe(true);
      for (const message of messages as unknown[]) expect(typeof message, `${where} (${field})`).toBe("string");
    }
  }
}

/** fast-check's report with huge generated strings shortened (a 100,000-character counterexample helps no one). */
function reporter<Ts>(details: fc.RunDetails<Ts>): void {
  if (!details.failed) return;
  const message = fc
    .defaultReportMessage(details)
    ?.replace(/([\s\S])\1{40,}/g, (run, c: string) => `${c.repeat(8)}…(${run.length}×)`)
    .replace(/([\s\S]{20,80}?)\1{8,}/g, (run, unit: string) => `${unit}…(${run.length / unit.length}×)`);
  throw new Error(message && message.length > 6000 ? `${message.slice(0, 6000)}…` : message);
}

/* ---------------- Nothing written: the database's fingerprint ---------------- */

/**
 * What a request may legitimately change without having written anything, left out of the fingerprint:
 * - api_health_minutes: request telemetry. Every API answer, a refused one included, is counted in memory and written
 *   by later traffic for the war room's health figure; counting a request is not data the request wrote.
 * - staff_sessions.last_seen_at, portal_sessions.last_seen_at: the sliding idle timeout, refreshed (at most every five
 *   minutes) by any request that carries the session, a read included.
 * - mail_outbox delivery bookkeeping (status, attempts, next_attempt_at, last_error, sent_at): the mail-delivery job
 *   delivers mail queued before the sweep began. The mails themselves (rows, recipients, text) are counted.
 * Only the app's own schema: pg-boss keeps its job tables in schema "pgboss" and updates them every second on its own.
 */
const IGNORED_TABLES = new Set(["api_health_minutes"]);
const IGNORED_COLUMNS: Record<string, string[]> = {
  staff_sessions: ["last_seen_at"],
  portal_sessions: ["last_seen_at"],
  mail_outbox: ["status", "attempts", "next_attempt_at", "last_error", "sent_at"],
};

let fingerprintSql: ReturnType<typeof sql.raw> | undefined;

async function fingerprint(t: TestApp): Promise<Map<string, string>> {
  if (!fingerprintSql) {
    const tables = await queryRows<{ name: string }>(
      t.db.owner.db,
      sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    );
    const selects = tables
      .filter(({ name }) => !IGNORED_TABLES.has(name))
      .map(({ name }) => {
        const minus = (IGNORED_COLUMNS[name] ?? []).map((c) => ` - '${c}'`).join("");
        return `select '${name}' as name, count(*) || ':' || coalesce(md5(string_agg(x, E'\\n' order by x)), '') as fp
          from (select (to_jsonb(t)${minus})::text as x from public."${name}" t) rows`;
      });
    expect(selects.length).toBeGreaterThan(20);
    // A renamed column must not silently widen what the fingerprint leaves out.
    for (const [table, columns] of Object.entries(IGNORED_COLUMNS)) {
      const found = await queryRows<{ name: string }>(
        t.db.owner.db,
        sql`select column_name as name from information_schema.columns
            where table_schema = 'public' and table_name = ${table}`,
      );
      expect(
        found.map((c) => c.name),
        table,
      ).toEqual(expect.arrayContaining(columns));
    }
    fingerprintSql = sql.raw(selects.join(" union all "));
  }
  const rows = await queryRows<{ name: string; fp: string }>(t.db.owner.db, fingerprintSql);
  return new Map(rows.map((r) => [r.name, r.fp]));
}

function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter((k) => before.get(k) !== after.get(k));
}

/* ---------------- The sweep ---------------- */

/** Built while the file is collected: the route table (and each route's declaration) decides which tests exist. */
const t: TestApp = await createTestApp();
const ROUTES = t.app.routeList.map((r) => ({ key: `${r.method} ${r.url}`, endpoint: r.endpoint }));
let f: Fixtures;
const cookies: Record<Caller, string> = { anon: "", super: "", staff: "", portal: "" };
let baseline: Map<string, string>;

beforeAll(async () => {
  await seedKnowledgeBase(t.db.owner.db);
  const ids = await demoTenantIds(t);

  cookies.super = await platformCookie(t.app, DEMO_LOGINS.superAdmin.email, DEMO_LOGINS.superAdmin.password);
  cookies.staff = await staffCookie(t.app, DEMO, "demo-admin", DEMO_LOGINS.demoAdmin.password);
  cookies.portal = await portalCookie(t.app, DEMO, {
    email: DEMO_LOGINS.demoPortalClient.email,
    password: DEMO_LOGINS.demoPortalClient.password,
    tenantId: ids.demo,
  });
  for (const caller of ["super", "staff", "portal"] as const) expect(cookies[caller], caller).not.toBe("");

  const ticket = await call(t.app, "POST", "/api/helpdesk/tickets", ticketBody.valid(), {
    host: DEMO,
    cookie: cookies.staff,
  });
  const portalTicket = await call(t.app, "POST", "/api/client-portal/tickets", portalTicketBody.valid(), {
    host: DEMO,
    cookie: cookies.portal,
  });
  const db = t.db.owner.db;
  const [contact] = await db.select({ id: contacts.id }).from(contacts).where(eq(contacts.tenantId, ids.demo));
  const [article] = await db
    .select({ id: kbArticles.id, categoryId: kbArticles.categoryId })
    .from(kbArticles)
    .where(and(eq(kbArticles.status, "published")));
  const [vertical] = await db.select({ id: verticals.id }).from(verticals);
  f = {
    demo: ids.demo,
    summit: ids.summit,
    contact: contact!.id,
    ticket: ticket.json().id,
    portalTicket: portalTicket.json().id,
    article: article!.id,
    category: article!.categoryId,
    vertical: vertical!.id,
  };
  baseline = await fingerprint(t);
});
afterAll(() => t?.close());

describe("hostile input", () => {
  it("has a declaration or a fixture for every registered route, and every fixture names a registered route", () => {
    expect(ROUTES.filter((r) => !r.endpoint && !(r.key in SPECS)).map((r) => r.key)).toEqual([]);
    expect(Object.keys(SPECS).filter((key) => !ROUTES.some((r) => r.key === key))).toEqual([]);
    for (const route of ROUTES) expect(() => specOf(route.key, route.endpoint), route.key).not.toThrow();
  });

  it("knows each route's inputs as its OpenAPI description declares them", () => {
    const doc = t.app.swagger() as {
      paths: Record<string, Record<string, { requestBody?: unknown; parameters?: { in: string; name: string }[] }>>;
    };
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const key = `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ":$1")}`;
        const route = ROUTES.find((r) => r.key === key);
        expect(route, key).toBeDefined();
        const spec = specOf(key, route!.endpoint);
        expect(Boolean(spec!.body), `${key}: body`).toBe(Boolean(operation.requestBody));
        const declared = (operation.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name);
        expect(
          declared.filter((name) => !spec!.query?.includes(name)),
          `${key}: query parameters`,
        ).toEqual([]);
      }
    }
  });

  for (const { key, endpoint } of ROUTES) {
    it(`${key}: never 500, errors in the API's shape, nothing written`, async () => {
      const spec = specOf(key, endpoint);
      const [method, pattern] = key.split(" ") as [string, string];
      const paramNames = [...pattern.matchAll(/:(\w+)|(\*)$/g)].map((m) => m[1] ?? "*");
      const host = spec.host ?? MAIN;
      const property = fc.assert(
        fc.asyncProperty(requestArbitrary(spec, paramNames, f), async (request) => {
          const headers: Record<string, string> = { host };
          const cookie = request.cookie ?? cookies[spec.as];
          if (cookie) headers.cookie = cookie;
          if (method !== "GET") headers.origin = `http://${host}`;
          let payload: string | Buffer | undefined;
          if (request.body?.kind === "json") {
            payload = JSON.stringify(request.body.value) ?? "";
            headers["content-type"] = "application/json";
          } else if (request.body?.kind === "raw") {
            payload = request.body.payload;
            if (request.body.contentType) headers["content-type"] = request.body.contentType;
          }
          const res = await t.app.inject({
            method: method as "GET",
            url: urlOf(pattern, request),
            headers,
            ...(payload === undefined || method === "GET" ? {} : { payload }),
          });
          checkAnswer(key, spec, request.part, res);
          // A body that is not JSON (form, text/plain, XML, none declared) is refused before the route runs.
          if (
            method !== "GET" &&
            request.body?.kind === "raw" &&
            mediaTypeOf(request.body.contentType ?? "") !== "application/json"
          ) {
            expect(res.statusCode, `${key}: ${request.body.contentType} → ${res.body}`).toBe(415);
            expect(res.json()).toEqual({ message: REQUEST_MESSAGES.unsupportedContentType });
          }
        }),
        { numRuns: RUNS, reporter },
      );
      // The fingerprint is taken whether or not the property held, so one route's writes are never blamed on the next.
      const outcome = await property.then(
        () => null,
        (error: unknown) => error,
      );
      const after = await fingerprint(t);
      const changed = changedTables(baseline, after);
      baseline = after;
      if (outcome) throw outcome;
      // A read may be audited (the contacts export records who exported): an audit event is not data a GET changed.
      const written = method === "GET" ? changed.filter((table) => table !== "audit_events") : changed;
      expect(written, `${key} wrote to the database`).toEqual([]);
    });
  }
});

/* ---------------- Hostile text that passes validation is stored as it was sent ---------------- */

/** How PostgreSQL keeps a string: a lone UTF-16 surrogate (not Unicode text) becomes U+FFFD, the rest is unchanged. */
const wellFormed = (value: string) =>
  value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");

interface StoreCase {
  as: Caller;
  host?: string;
  method: "POST" | "PUT";
  url: (f: Fixtures) => string;
  schema: z.ZodType;
  valid: (f: Fixtures, n: number) => Record<string, unknown>;
  /** Free-text fields: each run puts a hostile string in one of them. */
  fields: string[];
}

const STORE_CASES: Record<string, StoreCase> = {
  contact: {
    as: "staff",
    host: DEMO,
    method: "POST",
    url: (f) => `/api/tenants/${f.demo}/contacts`,
    schema: contactInputSchema,
    valid: contactBody.valid,
    fields: ["name", "phone", "jobTitle", "notes"],
  },
  ticket: {
    as: "staff",
    host: DEMO,
    method: "POST",
    url: () => "/api/helpdesk/tickets",
    schema: ticketCreateSchema,
    valid: ticketBody.valid,
    fields: ["title", "description"],
  },
  comment: {
    as: "staff",
    host: DEMO,
    method: "POST",
    url: (f) => `/api/helpdesk/tickets/${f.ticket}/comments`,
    schema: commentCreateSchema,
    valid: () => ({ content: "x", isInternal: false }),
    fields: ["content"],
  },
  "portal ticket": {
    as: "portal",
    host: DEMO,
    method: "POST",
    url: () => "/api/client-portal/tickets",
    schema: portalTicketBody.schema,
    valid: portalTicketBody.valid,
    fields: ["title", "description"],
  },
  "portal profile": {
    as: "portal",
    host: DEMO,
    method: "PUT",
    url: () => "/api/client-portal/profile",
    schema: portalProfileSchema,
    valid: () => ({ firstName: "Jamie", lastName: "Rivera" }),
    fields: ["firstName", "lastName"],
  },
  "kb article": {
    as: "super",
    method: "POST",
    url: () => "/api/admin/kb/articles",
    schema: kbArticleInputSchema,
    valid: articleBody.valid,
    fields: ["title", "summary", "body"],
  },
  "kb category": {
    as: "super",
    method: "POST",
    url: () => "/api/admin/kb/categories",
    schema: kbCategoryInputSchema,
    valid: categoryBody.valid,
    fields: ["name", "description"],
  },
};

describe("hostile text that passes validation", () => {
  for (const [name, store] of Object.entries(STORE_CASES)) {
    it(`${name}: is stored and answered exactly as sent (after the schema's trimming), never a 500`, async () => {
      const host = store.host ?? MAIN;
      const valid = store.valid(f, 0);
      const arbitrary = fc
        .tuple(fc.constantFrom(...store.fields), hostileString)
        .map(([field, value]) => ({ field, body: { ...valid, [field]: value } }))
        .filter(({ body }) => findNul(body) === null && store.schema.safeParse(body).success);
      await fc.assert(
        fc.asyncProperty(arbitrary, async ({ field, body }) => {
          const res = await call(t.app, store.method, store.url(f), body, { host, cookie: cookies[store.as] });
          const where = `${name}.${field} → ${res.statusCode} ${res.body.slice(0, 300)}`;
          expect(res.statusCode, where).toBeLessThan(300);
          const expected = (store.schema.parse(body) as Record<string, unknown>)[field];
          const answered = (res.json() as Record<string, unknown>)[field];
          expect(answered, where).toBe(typeof expected === "string" ? wellFormed(expected) : (expected ?? null));
        }),
        { numRuns: Math.ceil(RUNS / 2), reporter },
      );
    });
  }
});
