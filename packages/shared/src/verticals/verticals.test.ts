import { describe, expect, it } from "vitest";
import { CUSTOM_FIELD_KINDS, effectiveTerms, VERTICALS, verticalDefinition, verticalTermsSchema } from "./index";

describe("vertical definitions", () => {
  it("every vertical is complete and consistent", () => {
    expect(Object.keys(VERTICALS).sort()).toEqual(
      ["automotive", "construction", "education", "financial", "generic", "healthcare", "legal", "real-estate"].sort(),
    );
    for (const v of Object.values(VERTICALS)) {
      expect(verticalTermsSchema.parse(v.terms)).toEqual(v.terms);
      for (const list of [v.contactTypes, v.ticketCategories, v.contactFields, v.starterArticles]) {
        const keys = list.map((x) => ("key" in x ? x.key : x.slug));
        expect(new Set(keys).size, `${v.slug}: duplicate keys`).toBe(keys.length);
      }
      expect(v.contactTypes.length).toBeGreaterThan(0);
      expect(v.ticketCategories.length).toBeGreaterThan(0);
      expect(v.starterArticles.length).toBeGreaterThan(0);
      for (const f of v.contactFields) {
        expect(f.key).toMatch(/^[a-z][a-z0-9_]{0,39}$/);
        expect(CUSTOM_FIELD_KINDS).toContain(f.kind);
        if (f.kind === "select" || f.kind === "multi_select") expect(f.options?.length).toBeGreaterThan(0);
      }
      for (const t of v.contactTypes) expect(t.key).toMatch(/^[A-Z][A-Z0-9_]{0,39}$/);
      for (const c of v.ticketCategories) expect(c.key).toMatch(/^[a-z][a-z0-9_]{0,39}$/);
    }
  });

  it("the generic vertical keeps the spec's words, types and categories", () => {
    const g = verticalDefinition(null);
    expect(g.terms.contact.other).toBe("Contacts");
    expect(g.terms.ticket.one).toBe("Ticket");
    expect(g.contactTypes.map((t) => t.key)).toEqual(["CLIENT", "VENDOR", "PARTNER", "EMPLOYEE", "LEAD", "OTHER"]);
    expect(verticalDefinition("no-such-vertical")).toBe(g);
  });

  it("an admin's overrides win over the vertical's words", () => {
    expect(effectiveTerms("legal").ticket.other).toBe("Cases");
    expect(effectiveTerms("healthcare").contact.other).toBe("Patients");
    const t = effectiveTerms("healthcare", { contact: { one: "Member", other: "Members", article: "a" } });
    expect(t.contact.other).toBe("Members");
    expect(t.ticket.other).toBe("Requests");
    expect(t.portal).toBe("Patient Portal");
  });
});
