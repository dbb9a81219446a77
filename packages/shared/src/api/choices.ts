import { z } from "zod";
import {
  type ChoiceKind,
  choiceCreateSchema,
  choiceKeySchema,
  choiceOrderSchema,
  choiceSchema,
  choiceUpdateSchema,
} from "../choices";
import { uuidSchema } from "../schemas";
import { errorAnswers, tenantParams } from "./answers";
import { endpoint } from "./endpoint";

const tags = ["types and categories"];
const keyParams = z.object({ tenantId: uuidSchema, key: choiceKeySchema });
const listAnswer = z.array(choiceSchema);
const errors = { ...errorAnswers, 409: errorAnswers[400] } as const;
/** Editing a list: the workspace's administrators (the permission table's `workspace.manage`). */
const admin = { access: "staff", permission: "workspace.manage", tenantScoped: true, tags } as const;

/** The endpoints of one list; `segment` is its path ("contact-types", "ticket-categories"). */
function listEndpoints<S extends string>(segment: S, noun: string, example: string) {
  const base = `/api/tenants/:tenantId/${segment}` as const;
  return {
    list: endpoint({
      method: "GET",
      path: base,
      access: "staff",
      tenantScoped: true,
      tags,
      summary: `The workspace's ${noun}s in order, archived ones included (flagged)`,
      params: tenantParams,
      responses: { 200: listAnswer, ...errors },
    }),
    create: endpoint({
      ...admin,
      method: "POST",
      path: base,
      summary: `Adds a ${noun} at the end of the list (its key from its label unless given)`,
      params: tenantParams,
      body: choiceCreateSchema,
      responses: { 201: listAnswer, ...errors },
      example: { body: { label: example } },
    }),
    update: endpoint({
      ...admin,
      method: "PATCH",
      path: `${base}/:key`,
      summary: `Renames, archives or restores a ${noun} (its key and the records that hold it stay)`,
      params: keyParams,
      body: choiceUpdateSchema,
      responses: { 200: listAnswer, ...errors },
      example: { body: { label: example } },
    }),
    reorder: endpoint({
      ...admin,
      method: "PUT",
      path: `${base}/order`,
      summary: `Puts the ${noun}s in a new order (every key of the list, once)`,
      params: tenantParams,
      body: choiceOrderSchema,
      responses: { 200: listAnswer, ...errors },
      example: { body: { keys: ["OTHER"] } },
    }),
  };
}

/** A workspace's contact types and ticket categories (issue 19 point 4). */
export const choicesApi = {
  contactTypes: listEndpoints("contact-types", "contact type", "Supplier"),
  ticketCategories: listEndpoints("ticket-categories", "ticket category", "Warranty claim"),
  /**
   * The portal's categories: its new-ticket form offers the active ones; archived ones are listed (flagged) so the
   * client's older tickets still show their category's name.
   */
  portalTicketCategories: endpoint({
    method: "GET",
    path: "/api/client-portal/ticket-categories",
    access: "portalClient",
    tenantScoped: true,
    tags,
    module: "help-desk",
    summary: "The workspace's ticket categories for its portal (archived ones flagged: not offered for new tickets)",
    responses: { 200: listAnswer, ...errors },
  }),
} as const;

/** The endpoints of one kind of list. */
export function choiceEndpoints(kind: ChoiceKind) {
  return choicesApi[kind];
}
