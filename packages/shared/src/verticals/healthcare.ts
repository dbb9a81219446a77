import type { VerticalDefinition } from "./types";

export const healthcare: VerticalDefinition = {
  slug: "healthcare",
  terms: {
    contact: { one: "Patient", other: "Patients", article: "a" },
    ticket: { one: "Request", other: "Requests", article: "a" },
    portal: "Patient Portal",
  },
  contactTypes: [
    { key: "PATIENT", label: "Patient" },
    { key: "PROSPECTIVE_PATIENT", label: "Prospective patient" },
    { key: "CAREGIVER", label: "Caregiver" },
    { key: "REFERRING_PROVIDER", label: "Referring provider" },
    { key: "INSURER", label: "Insurer" },
    { key: "OTHER", label: "Other" },
  ],
  ticketCategories: [
    { key: "appointment", label: "Appointment" },
    { key: "prescription_refill", label: "Prescription refill" },
    { key: "test_results", label: "Test results" },
    { key: "billing_insurance", label: "Billing & insurance" },
    { key: "medical_records", label: "Medical records" },
    { key: "general_question", label: "General question" },
  ],
  contactFields: [
    { key: "date_of_birth", label: "Date of birth", kind: "date" },
    { key: "insurance_provider", label: "Insurance provider", kind: "text" },
    { key: "insurance_member_id", label: "Insurance member ID", kind: "text" },
    { key: "primary_physician", label: "Primary physician", kind: "text" },
    {
      key: "preferred_contact_method",
      label: "Preferred contact method",
      kind: "select",
      options: ["Phone", "E-mail", "Text message"],
    },
  ],
  starterArticles: [
    {
      slug: "booking-and-changing-appointments",
      title: "Booking and changing appointments",
      summary: "How to ask for an appointment, move it or cancel it.",
      category: "Appointments",
      tags: ["appointments"],
      body: `## Asking for an appointment

Open a new request in the patient portal and choose **Appointment**. Tell us the reason for the visit and the days and times that suit you; our front desk confirms by e-mail.

## Moving or cancelling

Please let us know at least 24 hours ahead so we can offer the time to another patient. Reply to your appointment request or open a new one.

## What to bring

Your insurance card, a photo ID and a list of the medicines you take.`,
    },
    {
      slug: "prescription-refills",
      title: "Prescription refills",
      summary: "How to ask for a refill and how long it takes.",
      category: "Prescriptions",
      tags: ["prescriptions", "pharmacy"],
      body: `Open a request and choose **Prescription refill**. Name the medicine, the dose and your pharmacy.

Refills are usually reviewed within two working days. Some medicines need a visit before they can be renewed; we will tell you if yours does.

**In an emergency, call 911. The portal is not watched around the clock.**`,
    },
  ],
  email: { signOff: "Your care team at {company}" },
};
