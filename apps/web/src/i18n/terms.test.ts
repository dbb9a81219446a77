import {
  CONTACT_MESSAGES,
  effectiveTerms,
  HELPDESK_MESSAGES,
  TICKET_TABS,
  verticalDefinition,
} from "@engagesuite/shared";
import { describe, expect, it } from "vitest";
import { termsT } from "./index";

const generic = termsT(verticalDefinition(null).terms);
const healthcare = termsT(verticalDefinition("healthcare").terms);
const legal = termsT(verticalDefinition("legal").terms);

describe("terms messages", () => {
  it("reads exactly as the spec quotes it for the generic vertical", () => {
    expect(generic("contacts.heading")).toBe("Contacts");
    expect(generic("contacts.add")).toBe("Add Contact");
    expect(generic("contacts.addTitle")).toBe("Add New Contact");
    expect(generic("contacts.empty")).toBe(CONTACT_MESSAGES.empty);
    expect(generic("contacts.emptyFiltered")).toBe(CONTACT_MESSAGES.emptyFiltered);
    expect(generic("contacts.created.title")).toBe(CONTACT_MESSAGES.created.title);
    expect(generic("contacts.created.description")).toBe(CONTACT_MESSAGES.created.description);
    expect(generic("contacts.deleteError.title")).toBe(CONTACT_MESSAGES.deleteError.title);
    expect(generic("contacts.updateError.description")).toBe(CONTACT_MESSAGES.updateError.description);
    expect(generic("contacts.bulkDeleted.title")).toBe(CONTACT_MESSAGES.bulkDeleted.title);
    expect(generic("contacts.bulkDeleted.description")).toBe(CONTACT_MESSAGES.bulkDeleted.description);
    expect(generic("tickets.submitted")).toBe(HELPDESK_MESSAGES.created);
    expect(generic("tickets.none")).toBe(HELPDESK_MESSAGES.noTickets);
    expect(generic("tickets.listFailed")).toBe(HELPDESK_MESSAGES.listFailed);
    expect(generic("tickets.allTab")).toBe(TICKET_TABS[0].label);
    expect(generic("tickets.createFailed", { reason: "boom" })).toBe(HELPDESK_MESSAGES.createFailed("boom"));
    expect(generic("tickets.createTitle")).toBe("Create Support Ticket");
    expect(generic("tickets.portalEmpty")).toBe("Open a ticket and the team will reply here.");
  });

  it("puts the vertical's word in place of the noun, singular and plural", () => {
    expect(healthcare("contacts.heading")).toBe("Patients");
    expect(healthcare("contacts.add")).toBe("Add Patient");
    expect(healthcare("contacts.empty")).toBe("No patients added yet. Add your first patient.");
    expect(healthcare("contacts.created.title")).toBe("Patient created");
    expect(legal("tickets.allTab")).toBe("All Cases");
    expect(legal("tickets.none")).toBe("No cases yet");
    expect(legal("tickets.create")).toBe("Create Case");
    expect(termsT(verticalDefinition("automotive").terms)("tickets.create")).toBe("Create Work order");
  });

  it("chooses singular or plural by count (Intl.PluralRules)", () => {
    expect(healthcare("contactCount", { count: 1 })).toBe("1 Patient");
    expect(healthcare("contactCount", { count: 3 })).toBe("3 Patients");
    expect(healthcare("contactCount", { count: 0 })).toBe("0 Patients");
    expect(legal("contacts.deleteMany", { count: 1, n: "1" })).toContain("moves the selected client to the trash.");
    expect(legal("contacts.deleteMany", { count: 12, n: "12" })).toContain(
      "moves the 12 selected clients to the trash.",
    );
  });

  it("takes the noun's article from the terms ('an Inquiry')", () => {
    const t = termsT(effectiveTerms("generic", { ticket: { one: "Inquiry", other: "Inquiries", article: "an" } }));
    expect(t("tickets.portalEmpty")).toBe("Open an inquiry and the team will reply here.");
    expect(t("ticketCount", { count: 2 })).toBe("2 Inquiries");
    expect(generic("tickets.portalEmpty")).toBe("Open a ticket and the team will reply here.");
  });

  it("uses an admin's override over the vertical's word", () => {
    const t = termsT(effectiveTerms("healthcare", { contact: { one: "Client", other: "Clients", article: "a" } }));
    expect(t("contacts.add")).toBe("Add Client");
    expect(t("tickets.create")).toBe("Create Request");
  });
});
