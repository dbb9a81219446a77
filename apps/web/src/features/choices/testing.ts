/**
 * Test helpers: the workspace's contact types and ticket categories as MSW handlers (the generic vertical's lists
 * unless a test gives its own). Not part of the app bundle: only tests import it.
 */
import { type Choice, verticalDefinition } from "@engagesuite/shared";
import { http } from "msw";
import { jsonAnswer } from "@/test/server";

const GENERIC = verticalDefinition("generic");
const asList = (seeds: readonly { key: string; label: string }[]): Choice[] =>
  seeds.map((s, position) => ({ ...s, position, archived: false }));

export const GENERIC_CONTACT_TYPES = asList(GENERIC.contactTypes);
export const GENERIC_TICKET_CATEGORIES = asList(GENERIC.ticketCategories);

export function choiceHandlers(
  lists: { contactTypes?: Choice[]; ticketCategories?: Choice[] } = {},
): ReturnType<typeof http.get>[] {
  const types = () => jsonAnswer({ body: lists.contactTypes ?? GENERIC_CONTACT_TYPES });
  const categories = () => jsonAnswer({ body: lists.ticketCategories ?? GENERIC_TICKET_CATEGORIES });
  return [
    http.get("/api/tenants/:tenantId/contact-types", types),
    http.get("/api/tenants/:tenantId/ticket-categories", categories),
    http.get("/api/client-portal/ticket-categories", categories),
  ];
}
