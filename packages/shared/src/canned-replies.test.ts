import { describe, expect, it } from "vitest";
import { cannedReplyCreateSchema, fillPlaceholders, placeholderValues } from "./canned-replies";

const values = placeholderValues({
  contactName: "Maria  Lopez",
  ticketNumber: 42,
  staffName: "Avery Morgan",
  workspaceName: "Sunrise Clinic",
});

describe("fillPlaceholders", () => {
  it("fills every known placeholder, the ticket number as the UI shows it", () => {
    expect(
      fillPlaceholders(
        "Hi {{contact.first_name}} ({{contact.name}}), about {{ticket.number}}: {{staff.name}} at {{workspace.name}}",
        values,
      ),
    ).toBe("Hi Maria (Maria  Lopez), about #00042: Avery Morgan at Sunrise Clinic");
  });

  it("allows spaces inside the braces and fills a placeholder each time it appears", () => {
    expect(fillPlaceholders("{{ contact.first_name }} / {{contact.first_name}}", values)).toBe("Maria / Maria");
  });

  it("leaves unknown placeholders as typed", () => {
    expect(fillPlaceholders("Dear {{contact.title}} {{ CONTACT.NAME }} {{constructor}} {{toString}}", values)).toBe(
      "Dear {{contact.title}} {{ CONTACT.NAME }} {{constructor}} {{toString}}",
    );
  });

  it("turns a missing value into an empty string", () => {
    const none = placeholderValues({ ticketNumber: 7 });
    expect(fillPlaceholders("Hi {{contact.first_name}}, {{ticket.number}} by {{staff.name}}.", none)).toBe(
      "Hi , #00007 by .",
    );
    expect(fillPlaceholders("{{workspace.name}}", {})).toBe("");
  });

  it("leaves text without placeholders alone, braces and all", () => {
    expect(fillPlaceholders("{ not } {{ one", values)).toBe("{ not } {{ one");
  });
});

describe("cannedReplyCreateSchema", () => {
  it("refuses an empty title and a too long one", () => {
    expect(cannedReplyCreateSchema.safeParse({ title: "  ", body: "x" }).success).toBe(false);
    expect(cannedReplyCreateSchema.safeParse({ title: "x".repeat(81), body: "x" }).success).toBe(false);
    expect(cannedReplyCreateSchema.parse({ title: " Thanks ", body: " Hi " })).toEqual({ title: "Thanks", body: "Hi" });
  });
});
