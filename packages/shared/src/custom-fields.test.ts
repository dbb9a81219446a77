import { describe, expect, it } from "vitest";
import {
  type CustomFieldDefinition,
  contactFieldCreateSchema,
  customFieldFilterValue,
  customFieldValueText,
  CUSTOM_FIELD_MESSAGES as M,
  validateCustomFields,
} from "./custom-fields";
import { VERTICALS } from "./verticals";

const def = (
  over: Partial<CustomFieldDefinition> & Pick<CustomFieldDefinition, "key" | "kind">,
): CustomFieldDefinition => ({
  label: over.key,
  options: [],
  required: false,
  ...over,
});

const FIELDS: CustomFieldDefinition[] = [
  def({ key: "nickname", kind: "text" }),
  def({ key: "visits", kind: "number" }),
  def({ key: "born", kind: "date" }),
  def({ key: "plan", kind: "select", options: ["Basic", "Plus"] }),
  def({ key: "topics", kind: "multi_select", options: ["A", "B", "C"] }),
  def({ key: "consent", kind: "checkbox" }),
  def({ key: "site", kind: "url" }),
  def({ key: "work_email", kind: "email" }),
  def({ key: "mobile", kind: "phone" }),
];

describe("validateCustomFields", () => {
  it("normalises every kind from typed values and from strings (a form, a CSV cell)", () => {
    const typed = validateCustomFields(FIELDS, {
      nickname: "  Ada ",
      visits: 3,
      born: "1990-01-31",
      plan: "Plus",
      topics: ["A", "C", "A"],
      consent: false,
      site: "https://example.com/a",
      work_email: "ada@example.com",
      mobile: "+1 (555) 010-0100",
    });
    expect(typed.fieldErrors).toEqual({});
    expect(typed.values).toEqual({
      nickname: "Ada",
      visits: 3,
      born: "1990-01-31",
      plan: "Plus",
      topics: ["A", "C"],
      consent: false,
      site: "https://example.com/a",
      work_email: "ada@example.com",
      mobile: "+1 (555) 010-0100",
    });
    const strings = validateCustomFields(FIELDS, { visits: "12.5", topics: "B; C", consent: "yes" });
    expect(strings.values).toEqual({ visits: 12.5, topics: ["B", "C"], consent: true });
  });

  it("reports unknown keys, missing required values and wrong kinds under customFields.<key>", () => {
    const result = validateCustomFields([...FIELDS, def({ key: "member_id", kind: "text", required: true })], {
      colour: "teal",
      visits: "many",
      born: "2023-02-29",
      plan: "Gold",
      topics: ["Z"],
      consent: "perhaps",
      site: "javascript:alert(1)",
      work_email: "nope",
      mobile: "call me",
    });
    expect(result.fieldErrors).toEqual({
      "customFields.colour": [M.unknown],
      "customFields.member_id": [M.required],
      "customFields.visits": [M.number],
      "customFields.born": [M.date],
      "customFields.plan": [M.option],
      "customFields.topics": [M.option],
      "customFields.consent": [M.checkbox],
      "customFields.site": [M.url],
      "customFields.work_email": [M.email],
      "customFields.mobile": [M.phone],
    });
  });

  it("leaves empty values out, and keeps the stored values of fields no longer defined", () => {
    const result = validateCustomFields(
      FIELDS,
      { nickname: "", topics: [], visits: null },
      { retired: "x", plan: "Basic" },
    );
    expect(result).toEqual({ values: { retired: "x" }, fieldErrors: {} });
  });

  it("is the same check for a filter's value (a multi-select's filter is one option)", () => {
    expect(customFieldFilterValue(FIELDS[4]!, "B")).toEqual({ value: ["B"] });
    expect(customFieldFilterValue(FIELDS[5]!, "no")).toEqual({ value: false });
    expect(customFieldFilterValue(FIELDS[1]!, "x")).toEqual({ error: M.number });
    expect(customFieldValueText(["A", "B"])).toBe("A; B");
    expect(customFieldValueText(true)).toBe("yes");
  });
});

describe("field definitions", () => {
  it("accepts every vertical's seeded fields", () => {
    for (const vertical of Object.values(VERTICALS)) {
      for (const seed of vertical.contactFields) {
        expect(
          contactFieldCreateSchema.safeParse({ ...seed, options: [...(seed.options ?? [])] }).success,
          seed.key,
        ).toBe(true);
      }
    }
  });

  it("requires lower snake keys and options for selects", () => {
    const bad = contactFieldCreateSchema.safeParse({ key: "Bad Key", label: "L", kind: "select" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message).sort()).toEqual([M.keyFormat, M.optionsRequired].sort());
  });
});
