import { describe, expect, it } from "vitest";
import {
  canonicalOption,
  contactImportTemplate,
  detectCsvDelimiter,
  parseCsv,
  rejectedRowsCsv,
  suggestImportMapping,
} from "./contact-import";
import type { CustomFieldDefinition } from "./custom-fields";

const fields: CustomFieldDefinition[] = [
  { key: "date_of_birth", label: "Date of birth", kind: "date", options: [], required: false },
  { key: "tier", label: "Tier", kind: "select", options: ["Gold", "Silver"], required: false },
];

describe("parseCsv", () => {
  it("reads quotes, doubled quotes, line breaks in cells, CRLF, CR and a BOM", () => {
    expect(parseCsv('\uFEFFname,notes\r\n"Ann ""A"" Lee","line one\nline two"\r\nBo,x\rCy,\n')).toEqual([
      ["name", "notes"],
      ['Ann "A" Lee', "line one\nline two"],
      ["Bo", "x"],
      ["Cy", ""],
    ]);
  });

  it("keeps blank lines as records so that record i is row i + 1, and tolerates an open quote", () => {
    expect(parseCsv('name\n\nAnn\n"Bo, open')).toEqual([["name"], [""], ["Ann"], ["Bo, open"]]);
  });

  it("detects ; and tab separators from the header, ignoring quoted ones", () => {
    expect(detectCsvDelimiter('"a,b";c;d\n1,2;3;4')).toBe(";");
    expect(detectCsvDelimiter("a\tb\tc")).toBe("\t");
    expect(detectCsvDelimiter("a,b;c")).toBe(",");
    expect(parseCsv("Name;E-mail\nAnn;ann@example.com")).toEqual([
      ["Name", "E-mail"],
      ["Ann", "ann@example.com"],
    ]);
  });
});

describe("suggestImportMapping", () => {
  it("matches usual names, labels and keys in any case, once each", () => {
    expect(
      suggestImportMapping(
        [
          "Full name",
          "E-mail",
          "Email address",
          "TEL",
          "Job Title",
          "contact type",
          "Date of Birth",
          "TIER",
          "shoe size",
          "",
        ],
        fields,
      ),
    ).toEqual(["name", "email", null, "phone", "jobTitle", "type", "custom:date_of_birth", "custom:tier", null, null]);
    expect(suggestImportMapping(["date_of_birth", "jobTitle", "notes"], fields)).toEqual([
      "custom:date_of_birth",
      "jobTitle",
      "notes",
    ]);
  });

  it("prefers a custom field named exactly like the header over a synonym", () => {
    const title: CustomFieldDefinition = { key: "title", label: "Title", kind: "text", options: [], required: false };
    expect(suggestImportMapping(["Title", "Job title"], [title])).toEqual(["custom:title", "jobTitle"]);
  });
});

describe("template and rejected rows", () => {
  it("writes a header of every field and an example with the workspace's first active type key", () => {
    const csv = contactImportTemplate(
      [
        { key: "OLD", archived: true },
        { key: "PATIENT", archived: false },
      ],
      fields,
    );
    const [header, example] = parseCsv(csv);
    expect(header).toEqual([
      "Name",
      "E-mail",
      "Phone",
      "Job title",
      "Type",
      "Status",
      "Notes",
      "Date of birth",
      "Tier",
    ]);
    expect(example?.[4]).toBe("PATIENT");
    expect(example?.slice(7)).toEqual(["1980-04-23", "Gold"]);
    expect(suggestImportMapping(header ?? [], fields)).not.toContain(null);
  });

  it("writes the rejected rows with their own columns, a reason column and formula guards", () => {
    const csv = rejectedRowsCsv(
      ["name", "email"],
      [{ cells: ["=cmd()", "bob@"], reasons: ['the e-mail "bob@" is not an e-mail address', "second"] }],
    );
    expect(parseCsv(csv)).toEqual([
      ["name", "email", "reason"],
      ["'=cmd()", "bob@", 'the e-mail "bob@" is not an e-mail address; second'],
    ]);
  });

  it("matches select options in any case", () => {
    expect(canonicalOption(["Gold", "Silver"], " gold ")).toBe("Gold");
    expect(canonicalOption(["Gold"], "bronze")).toBe("bronze");
  });
});
