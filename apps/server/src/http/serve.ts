import type { Endpoint, EndpointBody, EndpointParams, EndpointQuery, EndpointResult } from "@engagesuite/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AccessContext } from "./request-context";

/** The request a handler receives: params, query and body already validated against the declaration. */
export type EndpointRequest<E extends Endpoint> = Omit<FastifyRequest, "params" | "query" | "body"> & {
  params: EndpointParams<E>;
  query: EndpointQuery<E>;
  body: EndpointBody<E>;
};

export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
  caller: AccessContext<E["access"]>,
) => Promise<EndpointResult<E> | FastifyReply>;

export interface ServeOptions {
  /**
   * A hot read of a member (GET, staff or tenantAdmin): the session lookup opens the request's one tenant transaction,
   * which every withTenant of the handler joins and which is committed before the answer goes out (db/tenant.ts). Only
   * for handlers that do all their database work before they answer.
   */
  oneTransaction?: boolean;
}

/**
 * Registers the handler of a declared endpoint: its path, schemas (validation, the OpenAPI document and the answer
 * serialiser), body limit, CSRF rule and access all come from the declaration; the caller comes in resolved.
 */
export function serve<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: ServeOptions = {},
): void {
  if (endpoint.permission && endpoint.access !== "staff" && endpoint.access !== "tenantAdmin") {
    // Only a workspace member has a role in the permission table: on other access levels it would be ignored.
    throw new Error(`${endpoint.method} ${endpoint.path}: a permission needs access "staff" or "tenantAdmin"`);
  }
  if (options.oneTransaction && (endpoint.method !== "GET" || !["staff", "tenantAdmin"].includes(endpoint.access))) {
    throw new Error(`${endpoint.method} ${endpoint.path}: one transaction is for members' GET endpoints`);
  }
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    bodyLimit: endpoint.bodyLimit,
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(endpoint.hidden && { hide: true }),
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && { body: endpoint.body }),
      ...(Object.keys(endpoint.responses).length > 0 && { response: endpoint.responses }),
    },
    config: {
      access: endpoint.access,
      endpoint,
      ...(endpoint.csrf !== undefined && { csrf: endpoint.csrf }),
      ...(options.oneTransaction && { oneTransaction: true }),
    },
    handler: (request, reply) =>
      handler(request as unknown as EndpointRequest<E>, reply, request.caller as AccessContext<E["access"]>),
  });
}
