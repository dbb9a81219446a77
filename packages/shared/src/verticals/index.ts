import { automotive } from "./automotive";
import { construction } from "./construction";
import { education } from "./education";
import { financial } from "./financial";
import { generic } from "./generic";
import { healthcare } from "./healthcare";
import { legal } from "./legal";
import { realEstate } from "./real-estate";
import type { TermOverrides, VerticalDefinition, VerticalTerms } from "./types";

export * from "./types";

/**
 * Every vertical, by its catalogue slug. Adding one: a file beside this one (copy `legal.ts`), its line here, and its
 * catalogue row in the server's `db/seed/catalog-data.ts` with the same slug.
 */
export const VERTICALS: Readonly<Record<string, VerticalDefinition>> = Object.fromEntries(
  [generic, healthcare, automotive, financial, realEstate, legal, construction, education].map((v) => [v.slug, v]),
);

/** The definition for a workspace's vertical slug; the generic one for none or an unknown slug. */
export function verticalDefinition(slug: string | null | undefined): VerticalDefinition {
  return (slug && VERTICALS[slug]) || generic;
}

/** The words a workspace uses: its vertical's, with the admin's overrides on top. */
export function effectiveTerms(slug: string | null | undefined, overrides?: TermOverrides | null): VerticalTerms {
  const base = verticalDefinition(slug).terms;
  return {
    contact: overrides?.contact ?? base.contact,
    ticket: overrides?.ticket ?? base.ticket,
    portal: overrides?.portal ?? base.portal,
  };
}
