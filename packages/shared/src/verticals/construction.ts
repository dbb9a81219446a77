import type { VerticalDefinition } from "./types";

export const construction: VerticalDefinition = {
  slug: "construction",
  terms: {
    contact: { one: "Client", other: "Clients", article: "a" },
    ticket: { one: "Work order", other: "Work orders", article: "a" },
    portal: "Client Portal",
  },
  contactTypes: [
    { key: "CLIENT", label: "Client" },
    { key: "SUBCONTRACTOR", label: "Subcontractor" },
    { key: "SUPPLIER", label: "Supplier" },
    { key: "ARCHITECT", label: "Architect" },
    { key: "INSPECTOR", label: "Inspector" },
    { key: "OTHER", label: "Other" },
  ],
  ticketCategories: [
    { key: "estimate_request", label: "Estimate request" },
    { key: "change_order", label: "Change order" },
    { key: "site_issue", label: "Site issue" },
    { key: "warranty_repair", label: "Warranty repair" },
    { key: "inspection", label: "Inspection" },
    { key: "general_question", label: "General question" },
  ],
  contactFields: [
    { key: "project_address", label: "Project address", kind: "text" },
    {
      key: "project_type",
      label: "Project type",
      kind: "select",
      options: ["New build", "Renovation", "Extension", "Repair"],
    },
    { key: "permit_number", label: "Permit number", kind: "text" },
    { key: "estimated_budget", label: "Estimated budget", kind: "number" },
  ],
  starterArticles: [
    {
      slug: "requesting-an-estimate",
      title: "Requesting an estimate",
      summary: "What we need from you to price your project.",
      category: "Getting started",
      tags: ["estimates"],
      body: `Open a new work order and choose **Estimate request**. Add the project's address, what you want built or changed, and any drawings or photos.

We visit the site before a final estimate; the visit is free.`,
    },
    {
      slug: "changes-during-the-project",
      title: "Changes during the project",
      summary: "How change orders work and how they affect price and schedule.",
      category: "During your project",
      tags: ["change orders"],
      body: `Want something different from the plan? Open a work order and choose **Change order**.

We price the change and tell you how it moves the schedule. Nothing changes on site until you approve it in writing.`,
    },
  ],
  email: { signOff: "Your project team at {company}" },
};
