import { z } from "zod";
import { customDomainClaimSchema, customDomainHostnameSchema } from "../domain-names";
import { customDomainSchema } from "../domains";
import { apiErrorSchema } from "../types";
import { errorAnswers, messageAnswer, noContent, tenantParams } from "./answers";
import { endpoint } from "./endpoint";

const tags = ["custom domains"];
const errors = { ...errorAnswers, 401: messageAnswer, 403: messageAnswer, 409: apiErrorSchema, 429: messageAnswer };
const domainParams = tenantParams.extend({ hostname: customDomainHostnameSchema });
/** The workspace's administrators only (domains.manage): staff may not change where the workspace is reachable. */
const admin = { access: "staff", permission: "domains.manage", tenantScoped: true, tags } as const;

/** A workspace's custom domains in its settings (claim, see the records to publish, check now, remove), and ACME. */
export const domainsApi = {
  list: endpoint({
    ...admin,
    method: "GET",
    path: "/api/tenants/:tenantId/domains",
    summary: "The workspace's custom domains with the CNAME and TXT records to publish",
    params: tenantParams,
    responses: { 200: z.array(customDomainSchema), ...errors },
  }),
  claim: endpoint({
    ...admin,
    method: "POST",
    path: "/api/tenants/:tenantId/domains",
    summary: "Claims a custom domain; it is attached once its TXT record carries the claim's token",
    params: tenantParams,
    body: customDomainClaimSchema,
    responses: { 200: customDomainSchema, 201: customDomainSchema, ...errors },
    example: { body: { hostname: "crm.sample-claim.example" } },
  }),
  check: endpoint({
    ...admin,
    method: "POST",
    path: "/api/tenants/:tenantId/domains/:hostname/check",
    summary: "Looks the domain's records up now; a matching TXT record attaches it",
    params: domainParams,
    responses: { 200: customDomainSchema, ...errors },
  }),
  remove: endpoint({
    ...admin,
    method: "DELETE",
    path: "/api/tenants/:tenantId/domains/:hostname",
    summary: "Removes a custom domain from the workspace (anyone may claim it afterwards)",
    params: domainParams,
    responses: { 204: noContent, ...errors },
  }),
  /**
   * ACME HTTP-01 challenges of a custom domain being set up, from any app node and on any host (the domain is not
   * verified yet: the tenancy hook lets this path through). Not JSON: the key authorisation as text/plain, or 404
   * "Not found" as text, so no answer is declared. The token is checked in the handler (an odd token is a plain 404,
   * not a 400). Not in the OpenAPI document, as before.
   */
  acmeChallenge: endpoint({
    method: "GET",
    path: "/.well-known/acme-challenge/:token",
    access: "public",
    tenantScoped: false,
    tags,
    summary: "ACME HTTP-01 challenge answer (text/plain)",
    hidden: true,
    params: z.object({ token: z.string() }),
    responses: {},
  }),
} as const;
