import type { VerticalDefinition } from "./types";

export const legal: VerticalDefinition = {
  slug: "legal",
  terms: {
    contact: { one: "Client", other: "Clients", article: "a" },
    ticket: { one: "Case", other: "Cases", article: "a" },
    portal: "Client Portal",
  },
  contactTypes: [
    { key: "CLIENT", label: "Client" },
    { key: "PROSPECTIVE_CLIENT", label: "Prospective client" },
    { key: "OPPOSING_COUNSEL", label: "Opposing counsel" },
    { key: "WITNESS", label: "Witness" },
    { key: "EXPERT", label: "Expert" },
    { key: "OTHER", label: "Other" },
  ],
  ticketCategories: [
    { key: "consultation", label: "Consultation" },
    { key: "litigation", label: "Litigation" },
    { key: "contract_review", label: "Contract review" },
    { key: "estate_planning", label: "Estate planning" },
    { key: "billing_question", label: "Billing question" },
    { key: "general_question", label: "General question" },
  ],
  contactFields: [
    { key: "matter_number", label: "Matter number", kind: "text" },
    { key: "opposing_party", label: "Opposing party", kind: "text" },
    {
      key: "practice_area",
      label: "Practice area",
      kind: "select",
      options: ["Family", "Corporate", "Litigation", "Real estate", "Estates", "Employment"],
    },
    { key: "conflict_check_done", label: "Conflict check done", kind: "checkbox" },
    { key: "retainer_signed_on", label: "Retainer signed on", kind: "date" },
  ],
  starterArticles: [
    {
      slug: "your-first-consultation",
      title: "Preparing for your first consultation",
      summary: "What to bring and what we will ask you.",
      category: "Getting started",
      tags: ["consultation"],
      body: `Bring every document about your matter: letters, contracts, court papers, and a short timeline of what happened.

Everything you tell us is confidential. After the consultation we send you an engagement letter that sets out the work and the fees.`,
    },
    {
      slug: "following-your-case",
      title: "Following your case in the portal",
      summary: "How to see your case's progress and send us documents.",
      category: "Your case",
      tags: ["portal", "cases"],
      body: `Each case you have with us shows in the client portal with its status. Reply there to send us a message; we answer within one working day.

Court deadlines are never handled by e-mail alone: your attorney will call you about anything urgent.`,
    },
  ],
  email: { signOff: "Your legal team at {company}" },
};
