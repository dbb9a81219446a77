import type { VerticalDefinition } from "./types";

/** The default: the spec's own words, types and categories (SPEC §3, §9), for a workspace of no listed industry. */
export const generic: VerticalDefinition = {
  slug: "generic",
  terms: {
    contact: { one: "Contact", other: "Contacts", article: "a" },
    ticket: { one: "Ticket", other: "Tickets", article: "a" },
    portal: "Client Portal",
  },
  contactTypes: [
    { key: "CLIENT", label: "Client" },
    { key: "VENDOR", label: "Vendor" },
    { key: "PARTNER", label: "Partner" },
    { key: "EMPLOYEE", label: "Employee" },
    { key: "LEAD", label: "Lead" },
    { key: "OTHER", label: "Other" },
  ],
  ticketCategories: [
    { key: "technical_support", label: "Technical Support" },
    { key: "billing_inquiry", label: "Billing Inquiry" },
    { key: "feature_request", label: "Feature Request" },
    { key: "onboarding_assistance", label: "Onboarding Assistance" },
    { key: "bug_report", label: "Bug Report" },
    { key: "general_inquiry", label: "General Inquiry" },
    { key: "account_management", label: "Account Management" },
  ],
  contactFields: [],
  starterArticles: [
    {
      slug: "getting-started-with-the-portal",
      title: "Getting started with the client portal",
      summary: "How to sign in, open a ticket and follow its progress.",
      category: "Getting started",
      tags: ["portal", "tickets"],
      body: `## Signing in

Use the e-mail address we have on file and the password you chose when your account was created. Forgot it? Choose **Forgot your password?** on the sign-in page and follow the link we e-mail you.

## Opening a ticket

Go to **Tickets** and choose **New ticket**. Describe what you need in a sentence or two; the more detail, the faster we can help.

## Following up

Every reply we write shows on the ticket and reaches you by e-mail. Reply in the portal to keep everything in one place.`,
    },
    {
      slug: "keeping-your-details-up-to-date",
      title: "Keeping your details up to date",
      summary: "Why your contact details matter and how to change them.",
      category: "Your account",
      tags: ["account"],
      body: `We use your e-mail address and phone number to reach you about your requests.

If something changed, open a ticket with the new details and we will update our records. For your security we never change an e-mail address without confirming it first.`,
    },
  ],
  email: { signOff: "The team at {company}" },
};
