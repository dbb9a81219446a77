/**
 * The bare baseline of `npm run bench`: a minimal Fastify app answering the benchmark's routes with the SAME SQL
 * statements the real server runs for them (copied from what drizzle sends, and checked by bench/mixed.ts before every
 * run), through a plain `pg` pool as the owning role. No session, no validation or response schema, no RLS (no
 * tenant transaction, no role switch), no tenant resolution: the tenant comes from the path or the body. What it answers
 * has the same shape as the real server's answer, so both put the same bytes on the wire.
 *
 * The one thing it adds: the contact and ticket search functions read the tenant from `app.tenant_id` (migration 0012), so the
 * search sets it for the connection first (set_config, not in a transaction).
 *
 * Standalone: `tsx bench/baseline/server.ts postgres://…` listens on BASELINE_PORT (default 3100).
 */
import {
  DEFAULT_PRIMARY_COLOR,
  DEFAULT_SECONDARY_COLOR,
  effectiveTerms,
  KB_HIGHLIGHT_END,
  KB_HIGHLIGHT_START,
} from "@engagesuite/shared";
import Fastify, { type FastifyInstance } from "fastify";
import pg from "pg";

/* The statements, as drizzle writes them (apps/server/src/modules/…); whitespace aside, the same text. */

// contacts/queries.ts listContacts, sorted by name ascending: the contacts' columns in the API's shape (timestamps
// formatted by PostgreSQL), and on a first page the total (from the trigger-kept counters, or a search counted up to
// 1,000); a page after a cursor selects null there.
const CONTACT_COLUMNS = `"contacts"."id" as "id", "contacts"."name" as "name", "contacts"."email" as "email", "contacts"."phone" as "phone", "contacts"."job_title" as "jobTitle", "contacts"."type" as "type", "contacts"."status" as "status", "contacts"."notes" as "notes", case when "contacts"."custom_fields" = '{}'::jsonb then '{}'::jsonb else (
  select coalesce(jsonb_object_agg(e.key, e.value), '{}'::jsonb) from jsonb_each("contacts"."custom_fields") e
  where e.key in (select "contact_fields"."key" from "contact_fields" where "contact_fields"."tenant_id" = "contacts"."tenant_id")
) end as "customFields", coalesce((select jsonb_agg("contact_tags"."tag_id" order by "contact_tags"."tag_id")
  from "contact_tags" where "contact_tags"."tenant_id" = "contacts"."tenant_id" and "contact_tags"."contact_id" = "contacts"."id"),
  '[]'::jsonb) as "tagIds", "contacts"."owner_user_id" as "ownerUserId", to_char("contacts"."created_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt", to_char("contacts"."updated_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt"`;
// Trashed contacts (migration 0030) are left out by a `"contacts"."deleted_at" is null` condition in every list path.
const CONTACT_PAGE = `select ${CONTACT_COLUMNS}, (select coalesce(sum("contact_counts"."n"), 0)::int from "contact_counts" where "contact_counts"."tenant_id" = $1) as "total" from "contacts" where ("contacts"."tenant_id" = $2 and "contacts"."deleted_at" is null) order by "contacts"."name" asc, "contacts"."id" asc limit $3`;
const CONTACT_PAGE_AFTER = `select ${CONTACT_COLUMNS}, null as "total" from "contacts" where ("contacts"."tenant_id" = $1 and "contacts"."deleted_at" is null and ("contacts"."name", "contacts"."id") > ($2, $3::uuid)) order by "contacts"."name" asc, "contacts"."id" asc limit $4`;
// A search's first page: its ids and count from app_contact_search_first_page.
const CONTACT_SEARCH_PAGE = `select ${CONTACT_COLUMNS}, first_page.total as "total" from "contacts" inner join app_contact_search_first_page($1, $2::text, $3::text, $4, $5, $6::int, $7::int) as first_page on first_page.contact_id = "contacts"."id" where ("contacts"."tenant_id" = $8 and "contacts"."deleted_at" is null) order by "contacts"."name" asc, "contacts"."id" asc limit $9`;
const SEARCH_COUNT_CAP = 1000;
// Filtered by tags (issue 21): contacts carrying all of `n` tags, every filter a plain condition, the first page's total
// counted up to SEARCH_COUNT_CAP. The statement's text depends on the number of tags.
const TAGGED_PAGE = (n: number) => {
  // One EXISTS per tag, each with the tenant and the tag as parameters from $first on.
  const tagged = (first: number) =>
    Array.from(
      { length: n },
      (_, i) =>
        `exists (select 1 from "contact_tags" where "contact_tags"."tenant_id" = $${first + 2 * i} and "contact_tags"."tag_id" = $${first + 2 * i + 1} and "contact_tags"."contact_id" = "contacts"."id")`,
    ).join(" and ");
  const p = 2 * n + 3; // the page's first parameter, after the count's
  return `select ${CONTACT_COLUMNS}, (select count(*)::int from (select 1 from "contacts" where ("contacts"."tenant_id" = $1 and "contacts"."deleted_at" is null and ${tagged(2)}) limit $${2 * n + 2}) as capped) as "total" from "contacts" where ("contacts"."tenant_id" = $${p} and "contacts"."deleted_at" is null and "contacts"."tenant_id" = $${p + 1} and "contacts"."deleted_at" is null and ${tagged(p + 2)}) order by "contacts"."name" asc, "contacts"."id" asc limit $${p + 2 * n + 2}`;
};
/** TAGGED_PAGE's values: the count's (the tenant, each tag with its tenant, the cap), then the page's. */
const taggedValues = (tenantId: string, tagIds: string[], limit: number) => {
  const each = tagIds.flatMap((tagId) => [tenantId, tagId]);
  return [tenantId, ...each, SEARCH_COUNT_CAP, tenantId, tenantId, ...each, limit];
};

// contacts/record-queries.ts contactRecord (after fields.ts listContactFields): the row, its portal accounts, their tickets.
const CONTACT_FIELDS = `select "tenant_id", "id", "key", "label", "kind", "options", "required", "position", "created_at", "updated_at" from "contact_fields" where "contact_fields"."tenant_id" = $1 order by "contact_fields"."position" asc, "contact_fields"."created_at" asc, "contact_fields"."key" asc`;
const FIELD_KEY = 2;
const CONTACT_ROW = `select "tenant_id", "id", "name", "email", "phone", "job_title", "type", "status", "notes", "custom_fields", "custom_search", "owner_user_id", "deleted_at", "deleted_by_user_id", "search_text", "created_at", "updated_at" from "contacts" where ("contacts"."tenant_id" = $1 and "contacts"."id" = $2 and "contacts"."deleted_at" is null)`;
const CONTACT_PORTAL_ACCOUNTS = `select "tenant_id", "id", "email", "first_name", "last_name", "password_hash", "last_login_at", "password_changed_at", "mfa_secret", "mfa_enabled_at", "mfa_last_step", "email_verified_at", "status", "contact_id", "disabled_at", "created_at", "updated_at" from "portal_clients" where ("portal_clients"."tenant_id" = $1 and "portal_clients"."contact_id" = $2) order by "portal_clients"."created_at"`;
// A contact's tickets are those linked to it (tickets.contact_id, issue 22 point 3).
const CONTACT_TICKETS = `select "id", "number", "title", "status", "created_at" from "tickets" where ("tickets"."tenant_id" = $1 and "tickets"."contact_id" = $2) order by "tickets"."created_at" desc limit $3`;
const CONTACT_TAG_IDS = `select "tag_id" from "contact_tags" where ("contact_tags"."tenant_id" = $1 and "contact_tags"."contact_id" = $2) order by "contact_tags"."tag_id"`;
// record-queries.ts timelinePage, first page (no cursor); the route checks the contact exists first (CONTACT_ROW).
const CONTACT_TIMELINE = `with linked as (select id, email, created_at from portal_clients where tenant_id = $1 and contact_id = $2) select key, kind, to_char(happened at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "at", actor_name as "actorName", data from ( (select 'note:' || n.id as key, 'note' as kind, n.created_at as happened, n.author_name as actor_name, jsonb_build_object('body', n.body, 'pinned', n.pinned) as data from contact_notes n where n.tenant_id = $3 and n.contact_id = $4 order by n.created_at desc, ('note:' || n.id) collate "C" desc limit $5) union all (select 'event:' || e.id, e.kind, e.occurred_at, e.actor_name, e.data from contact_events e where e.tenant_id = $6 and e.contact_id = $7 order by e.occurred_at desc, ('event:' || e.id) collate "C" desc limit $8) union all (select 'portal:' || l.id, 'portal_registered', l.created_at, null, jsonb_build_object('email', l.email) from linked l where true order by l.created_at desc, ('portal:' || l.id) collate "C" desc limit $9) union all (select 'ticket:' || k.id, 'ticket_opened', k.created_at, null, jsonb_build_object('number', k.number, 'title', k.title, 'status', k.status) from tickets k where k.tenant_id = $10 and k.contact_id = $11 order by k.created_at desc, ('ticket:' || k.id) collate "C" desc limit $12) union all (select 'ticket-closed:' || k.id, 'ticket_closed', k.closed_at, null, jsonb_build_object('number', k.number, 'title', k.title, 'status', k.status) from tickets k where k.tenant_id = $13 and k.contact_id = $14 and k.closed_at is not null order by k.closed_at desc, ('ticket-closed:' || k.id) collate "C" desc limit $15) union all (select 'document:' || d.id, case when d.direction = 'to_client' then 'document_shared' else 'document_uploaded' end, d.created_at, d.uploaded_by_name, jsonb_build_object('name', d.name) from documents d join linked l on l.id = d.client_id where d.tenant_id = $16 order by d.created_at desc, ('document:' || d.id) collate "C" desc limit $17) union all (select 'appointment:' || a.id, 'appointment', a.created_at, null, jsonb_build_object('startsAt', to_char(a.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'status', a.status) from appointments a join linked l on l.id = a.client_id where a.tenant_id = $18 order by a.created_at desc, ('appointment:' || a.id) collate "C" desc limit $19) ) items order by items.happened desc, items.key collate "C" desc limit $20`;
// Its parameters: the tenant and the contact for the linked portal accounts, notes, events and tickets (linked to the
// contact by tickets.contact_id, issue 22 point 3); the tenant for the others; each source cut to the page, then the page.
const TIMELINE_VALUES = (tenantId: string, contactId: string, cut: number) => [
  tenantId,
  contactId,
  tenantId,
  contactId,
  cut,
  tenantId,
  contactId,
  cut,
  cut,
  tenantId,
  contactId,
  cut,
  tenantId,
  contactId,
  cut,
  tenantId,
  cut,
  tenantId,
  cut,
  cut,
];

// helpdesk/service.ts ticketQuery: the whole ticket row (its search tsvector and reply token too), the names, and the
// created and updated times to the microsecond for the cursor.
const TICKET_SELECT = `select "tickets"."tenant_id", "tickets"."id", "tickets"."number", "tickets"."title", "tickets"."description", "tickets"."type", "tickets"."priority", "tickets"."status", "tickets"."submitted_by_user_id", "tickets"."submitted_by_client_id", "tickets"."assignee_id", "tickets"."created_at", "tickets"."updated_at", "tickets"."closed_at", "tickets"."contact_id", "tickets"."priority_rank", "tickets"."first_response_due_at", "tickets"."resolution_due_at", "tickets"."first_responded_at", "tickets"."resolved_at", "tickets"."first_response_breach_notified_at", "tickets"."resolution_breach_notified_at", "tickets"."reply_token", "tickets"."requester_email", "tickets"."search", coalesce(nullif(trim(coalesce("submitter"."first_name", '') || ' ' || coalesce("submitter"."last_name", '')), ''), "submitter"."username", nullif(trim("portal_clients"."first_name" || ' ' || "portal_clients"."last_name"), '')), coalesce(nullif(trim(coalesce("assignee"."first_name", '') || ' ' || coalesce("assignee"."last_name", '')), ''), "assignee"."username"), case when "portal_clients"."id" is null then null else "portal_clients"."email_verified_at" is not null end, "contacts"."name", to_char("tickets"."created_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), to_char("tickets"."updated_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') from "tickets" left join "users" "submitter" on "submitter"."id" = "tickets"."submitted_by_user_id" left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id" left join "portal_clients" on ("portal_clients"."tenant_id" = "tickets"."tenant_id" and "portal_clients"."id" = "tickets"."submitted_by_client_id") left join "contacts" on ("contacts"."tenant_id" = "tickets"."tenant_id" and "contacts"."id" = "tickets"."contact_id")`;
// listTickets (issue 22 point 1), sorted by created descending (the queue's default), a first page (no cursor) of
// helpdesk/ticket-page.ts listTickets: a page's rows in the API's shape (timestamps formatted by PostgreSQL), then the
// cursor's keys (created and updated to the microsecond, the priority's rank).
const ms = (column: string) => `to_char("tickets"."${column}" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const us = (column: string) => `to_char("tickets"."${column}" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const TICKET_PAGE_COLUMNS = `"tickets"."id" as "id", "tickets"."number" as "number", "tickets"."title" as "title", "tickets"."description" as "description", "tickets"."type" as "type", "tickets"."priority" as "priority", "tickets"."status" as "status", "tickets"."tenant_id" as "tenantId", coalesce("tickets"."submitted_by_user_id", "tickets"."submitted_by_client_id") as "submittedBy", coalesce(nullif(trim(coalesce("submitter"."first_name", '') || ' ' || coalesce("submitter"."last_name", '')), ''), "submitter"."username", nullif(trim("portal_clients"."first_name" || ' ' || "portal_clients"."last_name"), '')) as "submittedByName", case when "portal_clients"."id" is null then null else "portal_clients"."email_verified_at" is not null end as "submitterEmailVerified", "tickets"."assignee_id" as "assigneeId", coalesce(nullif(trim(coalesce("assignee"."first_name", '') || ' ' || coalesce("assignee"."last_name", '')), ''), "assignee"."username") as "assigneeName", "tickets"."contact_id" as "contactId", "contacts"."name" as "contactName", "tickets"."requester_email" as "requesterEmail", ${ms("created_at")} as "createdAt", ${ms("updated_at")} as "updatedAt", ${ms("first_response_due_at")} as "firstResponseDueAt", ${ms("first_responded_at")} as "firstRespondedAt", ${ms("resolution_due_at")} as "resolutionDueAt", ${ms("resolved_at")} as "resolvedAt", ${us("created_at")} as "createdKey", ${us("updated_at")} as "updatedKey", "tickets"."priority_rank" as "priorityRank"`;
const TICKET_PAGE_JOINS = `from "tickets" left join "users" "submitter" on "submitter"."id" = "tickets"."submitted_by_user_id" left join "users" "assignee" on "assignee"."id" = "tickets"."assignee_id" left join "portal_clients" on "portal_clients"."tenant_id" = "tickets"."tenant_id" and "portal_clients"."id" = "tickets"."submitted_by_client_id" left join "contacts" on "contacts"."tenant_id" = "tickets"."tenant_id" and "contacts"."id" = "tickets"."contact_id"`;
// TICKET_PAGE + 1 rows: every tenant's tickets (its total from the trigger-kept ticket_counts, in the same statement);
// filtered by statuses and priorities (the total counted up to TICKET_COUNT_CAP when the page is full); a search for
// words, in the tickets' tsvector or their comments' (a page that is not full is its own total).
const TICKET_ORDER = `order by "tickets"."created_at" desc, "tickets"."id" desc`;
const TICKET_PAGE_FIRST = `select ${TICKET_PAGE_COLUMNS}, (select coalesce(sum("ticket_counts"."n"), 0)::int from "ticket_counts" where "ticket_counts"."tenant_id" = $1) as "total" ${TICKET_PAGE_JOINS} where "tickets"."tenant_id" = $2 ${TICKET_ORDER} limit $3`;
const TICKET_FILTER = `("tickets"."tenant_id" = $1 and "tickets"."status" = any($2::text[]) and "tickets"."priority" = any($3::text[]))`;
const TICKET_PAGE_FILTERED = `select ${TICKET_PAGE_COLUMNS}, null as "total" ${TICKET_PAGE_JOINS} where ${TICKET_FILTER} ${TICKET_ORDER} limit $4`;
const TICKET_FILTERED_COUNT = `select count(*)::int as n from (select 1 from "tickets" where ${TICKET_FILTER} limit $4) as capped`;
const TICKET_SEARCH = `("tickets"."tenant_id" = $1 and "tickets"."id" in (select id from app_ticket_search($2, true)))`;
const TICKET_PAGE_SEARCH = `select ${TICKET_PAGE_COLUMNS}, null as "total" ${TICKET_PAGE_JOINS} where ${TICKET_SEARCH} ${TICKET_ORDER} limit $3`;
const TICKET_SEARCH_COUNT = `select count(*)::int as n from (select 1 from "tickets" where ${TICKET_SEARCH} limit $3) as capped`;
const TICKET_PAGE = 50;
const TICKET_COUNT_CAP = 1000;
const TICKET_BY_ID = `${TICKET_SELECT} where ("tickets"."tenant_id" = $1 and "tickets"."id" = $2)`;
const TICKET_NUMBER = `insert into ticket_counters (tenant_id, last_number) values ($1, 1)
          on conflict (tenant_id) do update set last_number = ticket_counters.last_number + 1
          returning last_number`;
// createTicket (helpdesk/service.ts): the category checked against the workspace's active list (choices/service.ts
// resolveChoice), the number, the row (its contact and requester's address too), then the service level's policy for
// its priority (sla.ts applySlaOnCreate) and the administrators to tell (notify.ts notifyTicketEvent, "created").
const TICKET_CATEGORY = `select "key" from "ticket_categories" where (("ticket_categories"."tenant_id" = $1 and "ticket_categories"."archived_at" is null) and "ticket_categories"."key" = $2) order by "ticket_categories"."position" asc, "ticket_categories"."key" asc limit $3`;
const TICKET_COLUMNS = `"tenant_id", "id", "number", "title", "description", "type", "priority", "status", "submitted_by_user_id", "submitted_by_client_id", "assignee_id", "created_at", "updated_at", "closed_at", "contact_id", "first_response_due_at", "resolution_due_at", "first_responded_at", "resolved_at", "first_response_breach_notified_at", "resolution_breach_notified_at", "reply_token", "requester_email"`;
const TICKET_RETURNING = `"tenant_id", "id", "number", "title", "description", "type", "priority", "status", "submitted_by_user_id", "submitted_by_client_id", "assignee_id", "created_at", "updated_at", "closed_at", "contact_id", "priority_rank", "first_response_due_at", "resolution_due_at", "first_responded_at", "resolved_at", "first_response_breach_notified_at", "resolution_breach_notified_at", "reply_token", "requester_email", "search"`;
const TICKET_INSERT = `insert into "tickets" (${TICKET_COLUMNS}) values ($1, default, $2, $3, $4, $5, $6, $7, $8, $9, default, default, default, default, $10, default, default, default, default, default, default, default, $11) returning ${TICKET_RETURNING}`;
const TICKET_SLA_POLICY = `select "tenant_id", "priority", "first_response_minutes", "resolution_minutes" from "sla_policies" where ("sla_policies"."tenant_id" = $1 and "sla_policies"."priority" = $2)`;
const WORKSPACE_ADMINS = `select "id" from "users" where ("users"."tenant_id" = $1 and "users"."status" = $2 and "users"."role" = $3)`;

// kb/queries.ts searchArticles, and its typo fallback.
const KB_SEARCH = `with query as (select websearch_to_tsquery('english', $1) as tsq),
        ranked as (
          select a.id, coalesce(a.vertical_id = $2, false) as own, ts_rank_cd(a.search, query.tsq, 32) as rank
          from kb_articles a, query
          where a.status = 'published' and a.search @@ query.tsq
          order by own desc, rank desc, a.id
          limit 50
        )
        -- Headlines only for the 50 best matches: ts_headline re-parses the text, the costliest step.
        select a.id, a.slug, a.title, a.summary, a.tags, a.updated_at as "updatedAt", a.view_count as "viewCount",
          a.category_id as "categoryId", c.name as "categoryName", a.vertical_id as "verticalId", a.featured,
          ts_headline('english', a.title, query.tsq, $3) as hl_title,
          ts_headline('english', a.summary, query.tsq, $4) as hl_summary
        from ranked r join kb_articles a on a.id = r.id join kb_categories c on c.id = a.category_id, query
        order by r.own desc, r.rank desc, a.id`;
const KB_FUZZY = `select a.id, a.slug, a.title, a.summary, a.tags, a.updated_at as "updatedAt", a.view_count as "viewCount",
        a.category_id as "categoryId", c.name as "categoryName", a.vertical_id as "verticalId", a.featured,
        a.title as hl_title, a.summary as hl_summary
      from app_kb_similar_titles($1, 20) similar_title
      join kb_articles a on a.id = similar_title.article_id join kb_categories c on c.id = a.category_id
      order by coalesce(a.vertical_id = $2, false) desc, similar_title.similarity desc, a.id`;
const KB_HIGHLIGHT_OPTIONS = `StartSel=${KB_HIGHLIGHT_START}, StopSel=${KB_HIGHLIGHT_END}, HighlightAll=true`;

// tenancy/queries.ts findTenantRowBySubdomain.
const TENANT_BY_SUBDOMAIN = `select "tenants"."id", "tenants"."name", "tenants"."subdomain", "tenants"."logo_url", "tenants"."vertical_module_id", "verticals"."display_name", "verticals"."slug", "tenants"."industry", "tenants"."primary_color", "tenants"."secondary_color", "tenants"."time_zone", "tenants"."locale", "tenants"."description", "tenants"."status", "tenants"."plan_tier", "tenants"."service_modules", "tenants"."term_overrides", "tenants"."privacy_policy_url", "tenants"."terms_url" from "tenants" left join "verticals" on "verticals"."id" = "tenants"."vertical_module_id" where "tenants"."subdomain" = $1 limit $2`;

/** Every statement the baseline sends (bench/mixed.ts checks that the server sends them too). */
export const BASELINE_STATEMENTS = [
  CONTACT_PAGE,
  CONTACT_PAGE_AFTER,
  CONTACT_SEARCH_PAGE,
  TAGGED_PAGE(1),
  TAGGED_PAGE(2),
  CONTACT_FIELDS,
  CONTACT_ROW,
  CONTACT_PORTAL_ACCOUNTS,
  CONTACT_TICKETS,
  CONTACT_TAG_IDS,
  CONTACT_TIMELINE,
  TICKET_PAGE_FIRST,
  TICKET_PAGE_FILTERED,
  TICKET_FILTERED_COUNT,
  TICKET_PAGE_SEARCH,
  TICKET_SEARCH_COUNT,
  TICKET_BY_ID,
  TICKET_CATEGORY,
  TICKET_NUMBER,
  TICKET_INSERT,
  TICKET_SLA_POLICY,
  WORKSPACE_ADMINS,
  KB_SEARCH,
  KB_FUZZY,
  TENANT_BY_SUBDOMAIN,
  "begin",
  "commit",
];

/**
 * Issue 21's statements with their values, for EXPLAIN ANALYZE (run as the owner and as app_user under RLS): the
 * record's four, the timeline's first page and the tag-filtered first pages (tags by name: rare, common, middle).
 */
export function explainable(
  tenantId: string,
  contactId: string,
  tags: { rare: string; common: string; middle: string },
): [name: string, text: string, values: unknown[]][] {
  const tagged = (ids: string[]) => taggedValues(tenantId, ids, 51);
  return [
    ["list, first page (reference)", CONTACT_PAGE, [tenantId, tenantId, 51]],
    ["record: fields", CONTACT_FIELDS, [tenantId]],
    ["record: the row", CONTACT_ROW, [tenantId, contactId]],
    ["record: portal accounts", CONTACT_PORTAL_ACCOUNTS, [tenantId, contactId]],
    ["record: tickets", CONTACT_TICKETS, [tenantId, contactId, 100]],
    ["record: tag ids", CONTACT_TAG_IDS, [tenantId, contactId]],
    ["timeline, first page", CONTACT_TIMELINE, TIMELINE_VALUES(tenantId, contactId, 21)],
    ["tagged, rare", TAGGED_PAGE(1), tagged([tags.rare])],
    ["tagged, common", TAGGED_PAGE(1), tagged([tags.common])],
    ["tagged, two tags", TAGGED_PAGE(2), tagged([tags.common, tags.middle])],
  ];
}

/* Rows to answers (drizzle reads selects in array mode; raw SQL as objects). */

type Cell = unknown;
const iso = (value: Cell) => (value as Date).toISOString();
const contactOf = (r: Cell[]) => ({
  id: r[0],
  name: r[1],
  email: r[2],
  phone: r[3],
  jobTitle: r[4],
  type: r[5],
  status: r[6],
  notes: r[7],
  customFields: r[8],
  tagIds: r[9],
  ownerUserId: r[10],
  createdAt: r[11],
  updatedAt: r[12],
});
const isoOrNull = (value: Cell) => (value ? iso(value) : null);
/** TICKET_SELECT's row: the ticket's 25 columns, then the submitter's, assignee's and contact's names, the keys. */
const ticketOf = (r: Cell[]) => ({
  id: r[1],
  number: r[2],
  title: r[3],
  description: r[4],
  type: r[5],
  priority: r[6],
  status: r[7],
  tenantId: r[0],
  submittedBy: r[8] ?? r[9],
  submittedByName: r[25],
  submitterEmailVerified: r[27],
  assigneeId: r[10],
  assigneeName: r[26],
  contactId: r[14],
  contactName: r[14] ? r[28] : null,
  requesterEmail: r[23],
  createdAt: iso(r[11]),
  updatedAt: iso(r[12]),
  firstResponseDueAt: isoOrNull(r[16]),
  firstRespondedAt: isoOrNull(r[18]),
  resolutionDueAt: isoOrNull(r[17]),
  resolvedAt: isoOrNull(r[19]),
});
const articleOf = ({ hl_title, hl_summary, updatedAt, ...rest }: Record<string, Cell>) => ({
  ...rest,
  updatedAt: updatedAt ? iso(updatedAt) : null,
  highlight: { title: hl_title, summary: hl_summary },
});
const tenantOf = (r: Cell[]) => ({
  id: r[0],
  name: r[1],
  subdomain: r[2],
  logoUrl: r[3],
  verticalModuleId: r[4],
  verticalName: r[5],
  verticalSlug: r[6],
  industry: r[7],
  verticalTheme: { primaryColor: r[8] ?? DEFAULT_PRIMARY_COLOR, secondaryColor: r[9] ?? DEFAULT_SECONDARY_COLOR },
  status: r[13],
  timeZone: r[10],
  locale: r[11],
  terms: effectiveTerms(r[6] as string | null, r[16] as Parameters<typeof effectiveTerms>[1]),
  ...(r[12] ? { description: r[12] } : {}),
  ...(r[17] ? { privacyPolicyUrl: r[17] } : {}),
  ...(r[18] ? { termsUrl: r[18] } : {}),
});

const likePattern = (search: string) => `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function buildBaseline(pool: pg.Pool): FastifyInstance {
  const app = Fastify();
  const rows = async (client: pg.Pool | pg.PoolClient, text: string, values: unknown[]) =>
    (await client.query<Cell[]>({ text, values, rowMode: "array" })).rows;

  // Sorted by name ascending (the list's default); a search may filter by type, a plain page may start at a cursor.
  app.get("/api/tenants/:tenantId/contacts", async (request, reply) => {
    const { tenantId } = request.params as { tenantId: string };
    const query = request.query as { search?: string; limit?: string; type?: string; cursor?: string; tags?: string };
    const tagIds = query.tags ? [...new Set(query.tags.split(",").filter(Boolean))] : [];
    const limit = Number(query.limit ?? 50);
    const cursor = query.cursor
      ? (JSON.parse(Buffer.from(query.cursor, "base64url").toString("utf8")) as { v: string; id: string })
      : null;
    const client = await pool.connect();
    try {
      let page: Cell[][];
      if (tagIds.length > 0) {
        // The first page only (the benchmark sends no cursor with tags).
        page = await rows(client, TAGGED_PAGE(tagIds.length), taggedValues(tenantId, tagIds, limit + 1));
      } else if (query.search) {
        const pattern = likePattern(query.search);
        const type = query.type ?? null;
        await client.query("select set_config('app.tenant_id', $1, false)", [tenantId]);
        page = await rows(client, CONTACT_SEARCH_PAGE, [
          pattern,
          type,
          null,
          "name",
          false,
          limit + 1,
          SEARCH_COUNT_CAP,
          tenantId,
          limit + 1,
        ]);
      } else if (cursor) {
        page = await rows(client, CONTACT_PAGE_AFTER, [tenantId, cursor.v, cursor.id, limit + 1]);
      } else {
        page = await rows(client, CONTACT_PAGE, [tenantId, tenantId, limit + 1]);
      }
      // The total is the last column of every row; an empty first page is a total of 0.
      const total = cursor ? null : ((page[0]?.[13] as number | undefined) ?? 0);
      const last = page.length > limit ? page[limit - 1] : undefined;
      if (last) {
        reply.header("x-next-cursor", Buffer.from(JSON.stringify({ v: last[1], id: last[0] })).toString("base64url"));
      }
      if (total !== null && ((!query.search && tagIds.length === 0) || total < SEARCH_COUNT_CAP))
        reply.header("x-total-count", String(total));
      else if (total !== null) reply.header("x-total-count-at-least", String(total));
      reply.header("cache-control", "no-store");
      return page.slice(0, limit).map(contactOf);
    } finally {
      client.release();
    }
  });

  // One contact's page (issue 21): its fields as the list has them (custom values of the fields still defined), its
  // portal accounts and their tickets.
  app.get("/api/tenants/:tenantId/contacts/:contactId", async (request, reply) => {
    const { tenantId, contactId } = request.params as { tenantId: string; contactId: string };
    const client = await pool.connect();
    try {
      const fields = await rows(client, CONTACT_FIELDS, [tenantId]);
      const [row] = (await client.query<Record<string, Cell>>(CONTACT_ROW, [tenantId, contactId])).rows;
      if (!row) return reply.status(404).send({ message: "Contact not found" });
      const accounts = (await client.query<Record<string, Cell>>(CONTACT_PORTAL_ACCOUNTS, [tenantId, contactId])).rows;
      const tickets = (await client.query<Record<string, Cell>>(CONTACT_TICKETS, [tenantId, contactId, 100])).rows;
      const tagIds = (await rows(client, CONTACT_TAG_IDS, [tenantId, contactId])).map((r) => r[0]);
      const values = row.custom_fields as Record<string, unknown>;
      const customFields: Record<string, unknown> = {};
      for (const field of fields) {
        const key = field[FIELD_KEY] as string;
        if (values[key] !== undefined) customFields[key] = values[key];
      }
      reply.header("cache-control", "no-store");
      return {
        id: row.id,
        name: row.name,
        email: row.email,
        phone: row.phone,
        jobTitle: row.job_title,
        type: row.type,
        status: row.status,
        notes: row.notes,
        customFields,
        tagIds,
        ownerUserId: row.owner_user_id,
        createdAt: iso(row.created_at),
        updatedAt: iso(row.updated_at),
        portalAccounts: accounts.map((a) => ({
          id: a.id,
          email: a.email,
          status: a.status,
          lastLoginAt: a.last_login_at ? iso(a.last_login_at) : null,
          createdAt: iso(a.created_at),
        })),
        tickets: tickets.map((t) => ({
          id: t.id,
          number: t.number,
          title: t.title,
          status: t.status,
          createdAt: iso(t.created_at),
        })),
      };
    } finally {
      client.release();
    }
  });

  // The first page of its timeline (no cursor), after checking that the contact is the tenant's.
  app.get("/api/tenants/:tenantId/contacts/:contactId/timeline", async (request, reply) => {
    const { tenantId, contactId } = request.params as { tenantId: string; contactId: string };
    const limit = Number((request.query as { limit?: string }).limit ?? 20);
    const client = await pool.connect();
    try {
      const [row] = (await client.query(CONTACT_ROW, [tenantId, contactId])).rows;
      if (!row) return reply.status(404).send({ message: "Contact not found" });
      const found = (
        await client.query<{ key: string; kind: string; at: string; actorName: string | null; data: unknown }>(
          CONTACT_TIMELINE,
          TIMELINE_VALUES(tenantId, contactId, limit + 1),
        )
      ).rows;
      const page = found.slice(0, limit);
      const last = page[page.length - 1];
      reply.header("cache-control", "no-store");
      return {
        items: page.map((r) => ({
          key: r.key,
          kind: r.kind,
          at: `${r.at.slice(0, 23)}Z`,
          actorName: r.actorName,
          data: r.data,
        })),
        nextCursor:
          found.length > limit && last
            ? Buffer.from(JSON.stringify({ at: last.at, key: last.key })).toString("base64url")
            : null,
      };
    } finally {
      client.release();
    }
  });

  // The queue's first page: every ticket, or one status and one priority, or a search for words (the bench's shapes).
  app.get("/api/helpdesk/tickets/tenant/:tenantId", async (request, reply) => {
    const { tenantId } = request.params as { tenantId: string };
    const query = request.query as { status?: string; priority?: string; search?: string };
    const client = await pool.connect();
    const objects = async (text: string, values: unknown[]) =>
      (await client.query<Record<string, Cell>>(text, values)).rows;
    try {
      let page: Record<string, Cell>[];
      let total: { count: number; exact: boolean };
      if (query.search) {
        const words = query.search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
        const tsquery = words
          .slice(0, 12)
          .map((w) => `${w}:*`)
          .join(" & ");
        // app_ticket_search reads the tenant from app.tenant_id (migration 0036), as the contact search does.
        await client.query("select set_config('app.tenant_id', $1, false)", [tenantId]);
        page = await objects(TICKET_PAGE_SEARCH, [tenantId, tsquery, TICKET_PAGE + 1]);
        if (page.length <= TICKET_PAGE) total = { count: page.length, exact: true };
        else {
          const n = (await rows(client, TICKET_SEARCH_COUNT, [tenantId, tsquery, TICKET_COUNT_CAP]))[0]![0] as number;
          total = { count: n, exact: n < TICKET_COUNT_CAP };
        }
      } else if (query.status || query.priority) {
        const filter = [tenantId, [query.status], [query.priority]];
        page = await objects(TICKET_PAGE_FILTERED, [...filter, TICKET_PAGE + 1]);
        if (page.length <= TICKET_PAGE) total = { count: page.length, exact: true };
        else {
          const n = (await rows(client, TICKET_FILTERED_COUNT, [...filter, TICKET_COUNT_CAP]))[0]![0] as number;
          total = { count: n, exact: n < TICKET_COUNT_CAP };
        }
      } else {
        page = await objects(TICKET_PAGE_FIRST, [tenantId, tenantId, TICKET_PAGE + 1]);
        total = { count: (page[0]?.total as number | undefined) ?? 0, exact: true };
      }
      const last = page[TICKET_PAGE - 1];
      if (page.length > TICKET_PAGE && last) {
        const cursor = { s: "created:desc", v: last.createdKey, id: last.id };
        reply.header("x-next-cursor", Buffer.from(JSON.stringify(cursor)).toString("base64url"));
      }
      reply.header(total.exact ? "x-total-count" : "x-total-count-at-least", String(total.count));
      reply.header("cache-control", "no-store");
      return page
        .slice(0, TICKET_PAGE)
        .map(({ createdKey: _c, updatedKey: _u, priorityRank: _r, total: _t, ...ticket }) => ticket);
    } finally {
      client.release();
    }
  });

  app.post("/api/helpdesk/tickets", async (request, reply) => {
    const body = request.body as Record<string, string>;
    const tenantId = body.tenantId!;
    const client = await pool.connect();
    try {
      await client.query("begin");
      const type = body.type ?? "technical_support";
      const [category] = await rows(client, TICKET_CATEGORY, [tenantId, type, 1]);
      if (!category) throw new Error(`The bench tenant has no active ticket category ${type}`);
      const number = (await client.query<{ last_number: number }>(TICKET_NUMBER, [tenantId])).rows[0]!.last_number;
      const [inserted] = await rows(client, TICKET_INSERT, [
        tenantId,
        number,
        body.title,
        body.description,
        category[0],
        body.priority ?? "medium",
        "new",
        body.submittedBy,
        null,
        null,
        null,
      ]);
      // The bench's tenants set no service level and have one administrator, the member who opens the ticket: no due
      // times to write and nobody to tell (the server's answer would differ, or send statements this one does not).
      const [policy] = await rows(client, TICKET_SLA_POLICY, [tenantId, inserted![6]]);
      if (policy && (policy[2] !== null || policy[3] !== null))
        throw new Error("The baseline computes no service level due times");
      const admins = await rows(client, WORKSPACE_ADMINS, [tenantId, "active", "TENANT_ADMIN"]);
      if (admins.some((admin) => admin[0] !== body.submittedBy))
        throw new Error("The baseline notifies nobody of a new ticket");
      const [ticket] = await rows(client, TICKET_BY_ID, [tenantId, inserted![1]]);
      await client.query("commit");
      return reply.status(201).send(ticketOf(ticket!));
    } catch (error) {
      await client.query("rollback");
      throw error;
    } finally {
      client.release();
    }
  });

  app.get("/api/kb/search", async (request) => {
    const { q = "", vertical } = request.query as { q?: string; vertical?: string };
    const industry = vertical ? Number(vertical) : null;
    const found = await pool.query(KB_SEARCH, [q, industry, KB_HIGHLIGHT_OPTIONS, KB_HIGHLIGHT_OPTIONS]);
    if (found.rows.length > 0) return found.rows.map(articleOf);
    return (await pool.query(KB_FUZZY, [q.toLowerCase(), industry])).rows.map(articleOf);
  });

  app.get("/api/tenants/by-subdomain/:subdomain", async (request, reply) => {
    const { subdomain } = request.params as { subdomain: string };
    const [row] = await rows(pool, TENANT_BY_SUBDOMAIN, [subdomain.toLowerCase(), 1]);
    if (!row) return reply.status(404).send({ message: "Tenant not found" });
    return tenantOf(row);
  });

  return app;
}

export async function startBaseline(options: { databaseUrl: string; poolSize: number; port?: number }): Promise<{
  app: FastifyInstance;
  address: string;
  close(): Promise<void>;
}> {
  // As the server's pool (apps/server/src/db/client.ts), without its guards.
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.poolSize,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    // The planner's settings of the server's tenant transactions (db/tenant.ts): the same SQL gets the same plans.
    options: "-c max_parallel_workers_per_gather=0",
  });
  pool.on("error", () => {});
  const app = buildBaseline(pool);
  const address = await app.listen({ host: "127.0.0.1", port: options.port ?? 0 });
  return {
    app,
    address,
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const databaseUrl = process.argv[2] ?? process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error("Usage: tsx bench/baseline/server.ts postgres://…");
  const { address } = await startBaseline({
    databaseUrl,
    poolSize: 20,
    port: Number(process.env.BASELINE_PORT ?? 3100),
  });
  console.log(`Baseline listening on ${address}`);
}
