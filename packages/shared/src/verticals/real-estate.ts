import type { VerticalDefinition } from "./types";

export const realEstate: VerticalDefinition = {
  slug: "real-estate",
  terms: {
    contact: { one: "Client", other: "Clients", article: "a" },
    ticket: { one: "Inquiry", other: "Inquiries", article: "an" },
    portal: "Client Portal",
  },
  contactTypes: [
    { key: "BUYER", label: "Buyer" },
    { key: "SELLER", label: "Seller" },
    { key: "TENANT", label: "Tenant" },
    { key: "LANDLORD", label: "Landlord" },
    { key: "LEAD", label: "Lead" },
    { key: "OTHER", label: "Other" },
  ],
  ticketCategories: [
    { key: "viewing_request", label: "Viewing request" },
    { key: "offer", label: "Offer" },
    { key: "maintenance", label: "Maintenance" },
    { key: "documents", label: "Documents" },
    { key: "valuation", label: "Valuation" },
    { key: "general_question", label: "General question" },
  ],
  contactFields: [
    { key: "budget_min", label: "Budget from", kind: "number" },
    { key: "budget_max", label: "Budget to", kind: "number" },
    { key: "preferred_areas", label: "Preferred areas", kind: "text" },
    { key: "bedrooms", label: "Bedrooms", kind: "number" },
    { key: "pre_approved", label: "Mortgage pre-approved", kind: "checkbox" },
  ],
  starterArticles: [
    {
      slug: "booking-a-viewing",
      title: "Booking a viewing",
      summary: "How to ask to see a property and what to bring.",
      category: "Buying",
      tags: ["viewings"],
      body: `Open a new inquiry and choose **Viewing request**. Add the property's address or listing number and a few times that suit you.

Your agent confirms by e-mail. Bring a photo ID; if you are buying with a mortgage, your pre-approval letter helps.`,
    },
    {
      slug: "reporting-maintenance",
      title: "Reporting a maintenance problem",
      summary: "For tenants: how to report a repair and how fast we act.",
      category: "Renting",
      tags: ["maintenance", "renting"],
      body: `Open an inquiry and choose **Maintenance**. Describe the problem, where it is, and add when someone may come in.

Urgent problems (no heat, no water, a leak) are handled the same day.`,
    },
  ],
  email: { signOff: "Your agents at {company}" },
};
