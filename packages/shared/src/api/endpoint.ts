import type { z } from "zod";
import type { ModuleSlug } from "../entitlements";
import type { Permission } from "../permissions";

/**
 * Who may call an endpoint. The server applies the rule before the handler runs (one hook, from this declaration):
 * - `public`: anyone;
 * - `tenantPublic`: anyone on the host of an active tenant (the portal's sign-in forms, the tenant's own pages);
 * - `staff`: a signed-in TENANT_ADMIN or STAFF of the host's tenant, with the declaration's `permission` if it names
 *   one (the permission table, `packages/shared/src/permissions.ts`);
 * - `tenantAdmin`: shorthand for `staff` with a permission, `workspace.manage` unless the declaration names another
 *   (so, today, a signed-in TENANT_ADMIN of the host's tenant);
 * - `portalClient`: a signed-in portal client of the host's tenant;
 * - `superAdmin`: the platform's super admin;
 * - `account`: any signed-in staff or platform account, for its own account (tenant staff on their own host only).
 */
export type Access = "public" | "tenantPublic" | "staff" | "tenantAdmin" | "portalClient" | "superAdmin" | "account";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

type Schema = z.ZodType;

/** One API endpoint: everything the server, the web client and the tests need to know about it. */
export interface Endpoint<
  A extends Access = Access,
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  Params extends Schema | undefined = Schema | undefined,
  Query extends Schema | undefined = Schema | undefined,
  Body extends Schema | undefined = Schema | undefined,
  Responses extends Partial<Record<number, Schema>> = Partial<Record<number, Schema>>,
> {
  method: M;
  /** Fastify's path syntax: `/api/contacts/:id`. */
  path: P;
  access: A;
  /** True when the endpoint reads or writes one tenant's data (the isolation sweep calls it across tenants). */
  tenantScoped: boolean;
  summary: string;
  tags: readonly string[];
  params?: Params;
  query?: Query;
  body?: Body;
  /** The answers by status; the success answers are what the typed client returns. */
  responses: Responses;
  /**
   * Body types other than JSON this endpoint accepts (the CSRF rule admits JSON only), or `false` for an endpoint a
   * browser never calls (a signed webhook).
   */
  csrf?: false | { allowContentTypes: readonly string[] };
  /**
   * For `staff` and `tenantAdmin` endpoints: what the caller's role must be allowed in the permission table
   * (`PERMISSIONS`); a member whose role lacks it is refused with 403 before the handler runs. `tenantAdmin`
   * defaults to `workspace.manage`; a `staff` endpoint without one is for every member of the workspace.
   */
  permission?: Permission;
  /** What a member without the permission is told (403); the permission table's words by default. */
  deniedMessage?: string;
  /**
   * The service module the endpoint belongs to (packages/shared `entitlements.ts`): a workspace that does not have it
   * is refused with 403 before the handler runs (staff, portal clients and the portal's visitors alike).
   */
  module?: ModuleSlug;
  /**
   * A valid request, for the sweeps (isolation, hostile input) to start from: they send it across tenants and corrupt
   * it. Its ids are replaced by the sweeps' own rows.
   */
  example?: { body?: Body extends Schema ? z.input<Body> : never };
  /** A larger body limit than the server's default of 1 MiB, in bytes. */
  bodyLimit?: number;
  /**
   * Left out of the OpenAPI document: a route no API client calls (a signed webhook, an ACME challenge, the
   * development mail outbox).
   */
  hidden?: boolean;
}

/** Declares an endpoint; the declaration is returned as it is, with its literal types kept. */
/* @__NO_SIDE_EFFECTS__ */
export function endpoint<
  const A extends Access,
  const M extends HttpMethod,
  const P extends string,
  Params extends Schema | undefined = undefined,
  Query extends Schema | undefined = undefined,
  Body extends Schema | undefined = undefined,
  Responses extends Partial<Record<number, Schema>> = Partial<Record<number, Schema>>,
>(declaration: Endpoint<A, M, P, Params, Query, Body, Responses>): Endpoint<A, M, P, Params, Query, Body, Responses> {
  return declaration;
}

type Out<S> = [S] extends [undefined] ? undefined : z.output<NonNullable<S> & Schema>;
type In<S> = [S] extends [undefined] ? undefined : z.input<NonNullable<S> & Schema>;
type SuccessStatus = 200 | 201 | 202 | 204;

/** What the server's handler receives, after validation. */
export type EndpointParams<E extends Endpoint> = Out<E["params"]>;
export type EndpointQuery<E extends Endpoint> = Out<E["query"]>;
export type EndpointBody<E extends Endpoint> = Out<E["body"]>;

/** The success answers' types: as the client receives them, and as the server's handler may return them. */
export type EndpointAnswer<E extends Endpoint> = {
  [S in keyof E["responses"] & SuccessStatus]: Out<E["responses"][S]>;
}[keyof E["responses"] & SuccessStatus];
export type EndpointResult<E extends Endpoint> = {
  [S in keyof E["responses"] & SuccessStatus]: In<E["responses"][S]>;
}[keyof E["responses"] & SuccessStatus];

type Optional<K extends string, T> = undefined extends T ? { [P in K]?: T } : { [P in K]: T };

/** What a caller passes: the path parameters, the query and the body, each as its schema's input. */
export type EndpointInput<E extends Endpoint> = Optional<"params", In<E["params"]>> &
  Optional<"query", In<E["query"]>> &
  Optional<"body", In<E["body"]>>;

/** The path with its parameters filled in (each encoded as one path segment). */
export function endpointPath(ep: Pick<Endpoint, "path">, params?: Record<string, unknown>): string {
  return ep.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${ep.path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The URL of a call: the filled path and the query's defined values. */
export function endpointUrl(ep: Pick<Endpoint, "path">, input: { params?: unknown; query?: unknown } = {}): string {
  const path = endpointPath(ep, input.params as Record<string, unknown> | undefined);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((input.query as Record<string, unknown> | undefined) ?? {})) {
    if (value === undefined || value === null || value === "") continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** `GET /api/contacts/:id`: the key the route tables and tests use. */
export function endpointKey(ep: Pick<Endpoint, "method" | "path">): string {
  return `${ep.method} ${ep.path}`;
}
