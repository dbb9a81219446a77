import type { VerticalDefinition } from "./types";

export const automotive: VerticalDefinition = {
  slug: "automotive",
  terms: {
    contact: { one: "Customer", other: "Customers", article: "a" },
    ticket: { one: "Work order", other: "Work orders", article: "a" },
    portal: "Client Portal",
  },
  contactTypes: [
    { key: "CUSTOMER", label: "Customer" },
    { key: "FLEET_ACCOUNT", label: "Fleet account" },
    { key: "LEAD", label: "Lead" },
    { key: "SUPPLIER", label: "Supplier" },
    { key: "OTHER", label: "Other" },
  ],
  ticketCategories: [
    { key: "service_appointment", label: "Service appointment" },
    { key: "repair", label: "Repair" },
    { key: "parts_order", label: "Parts order" },
    { key: "warranty_claim", label: "Warranty claim" },
    { key: "sales_inquiry", label: "Sales inquiry" },
    { key: "general_question", label: "General question" },
  ],
  contactFields: [
    { key: "vehicle_make", label: "Vehicle make", kind: "text" },
    { key: "vehicle_model", label: "Vehicle model", kind: "text" },
    { key: "vehicle_year", label: "Vehicle year", kind: "number" },
    { key: "vin", label: "VIN", kind: "text" },
    { key: "mileage", label: "Mileage", kind: "number" },
  ],
  starterArticles: [
    {
      slug: "booking-a-service",
      title: "Booking a service",
      summary: "How to book your vehicle in and what happens on the day.",
      category: "Service",
      tags: ["service", "appointments"],
      body: `Open a new work order in the portal and choose **Service appointment**. Give us your vehicle, its mileage and what you have noticed.

We confirm a drop-off time by e-mail. On the day, we call you before any work beyond the estimate is done.`,
    },
    {
      slug: "warranty-claims",
      title: "Warranty claims",
      summary: "What a warranty covers and how to start a claim.",
      category: "Warranty",
      tags: ["warranty"],
      body: `Open a work order and choose **Warranty claim**. Add the VIN, the purchase date and a short description of the fault.

We check the claim with the manufacturer and tell you what is covered before we start.`,
    },
  ],
  email: { signOff: "Your service team at {company}" },
};
