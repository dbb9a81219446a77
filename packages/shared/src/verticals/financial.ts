import type { VerticalDefinition } from "./types";

export const financial: VerticalDefinition = {
  slug: "financial",
  terms: {
    contact: { one: "Client", other: "Clients", article: "a" },
    ticket: { one: "Request", other: "Requests", article: "a" },
    portal: "Client Portal",
  },
  contactTypes: [
    { key: "CLIENT", label: "Client" },
    { key: "PROSPECT", label: "Prospect" },
    { key: "BENEFICIARY", label: "Beneficiary" },
    { key: "ADVISOR", label: "Advisor" },
    { key: "OTHER", label: "Other" },
  ],
  ticketCategories: [
    { key: "account_question", label: "Account question" },
    { key: "document_request", label: "Document request" },
    { key: "transfer", label: "Transfer" },
    { key: "tax", label: "Tax" },
    { key: "meeting_request", label: "Meeting request" },
    { key: "general_question", label: "General question" },
  ],
  contactFields: [
    { key: "account_number", label: "Account number", kind: "text" },
    {
      key: "risk_profile",
      label: "Risk profile",
      kind: "select",
      options: ["Conservative", "Balanced", "Growth", "Aggressive"],
    },
    { key: "annual_review_date", label: "Annual review date", kind: "date" },
    { key: "assets_under_management", label: "Assets under management", kind: "number" },
  ],
  starterArticles: [
    {
      slug: "requesting-statements",
      title: "Requesting statements and tax documents",
      summary: "Where to find your statements and how to ask for a copy.",
      category: "Documents",
      tags: ["documents", "tax"],
      body: `Open a new request and choose **Document request**. Say which account and which period you need.

Tax documents are ready by the middle of February each year; we e-mail you when yours are.`,
    },
    {
      slug: "keeping-your-account-secure",
      title: "Keeping your account secure",
      summary: "How we protect your account and what we will never ask.",
      category: "Security",
      tags: ["security"],
      body: `We will **never** ask for your password or a one-time code by e-mail or phone.

Turn on two-factor authentication in the portal, and tell us straight away through a request if something looks wrong.`,
    },
  ],
  email: { signOff: "Your advisors at {company}" },
};
