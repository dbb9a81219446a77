import { describe, expect, it } from "vitest";
import {
  canonicalLocale,
  contrastRatio,
  hexColorSchema,
  isValidTimeZone,
  meetsWcagAA,
  readableTextOn,
  relativeLuminance,
  workspaceSettingsUpdateSchema,
} from "./workspace";

describe("WCAG contrast", () => {
  it("gives black on white 21:1 and a colour on itself 1:1", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#000")).toBeCloseTo(21, 5);
    expect(contrastRatio("#0f766e", "#0f766e")).toBeCloseTo(1, 5);
  });

  it("matches the published ratios of known pairs", () => {
    // WebAIM's checker: #767676 on white is 4.54:1 (the lightest grey that passes AA), #777777 is 4.48:1.
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    expect(meetsWcagAA("#767676", "#ffffff")).toBe(true);
    expect(meetsWcagAA("#777777", "#ffffff")).toBe(false);
    // The default teal carries white text (5.47:1).
    expect(contrastRatio("#ffffff", "#0f766e")).toBeCloseTo(5.47, 1);
  });

  it("computes relative luminance per WCAG, and refuses what is not a hex colour", () => {
    expect(relativeLuminance("#ffffff")).toBeCloseTo(1, 5);
    expect(relativeLuminance("#000000")).toBe(0);
    expect(relativeLuminance("#ff0000")).toBeCloseTo(0.2126, 4);
    expect(relativeLuminance("red")).toBeNull();
    expect(contrastRatio("#fff", "nope")).toBeNull();
    expect(meetsWcagAA("nope", "#fff")).toBe(false);
  });

  it("picks white text on dark colours and dark text on light ones", () => {
    expect(readableTextOn("#1d4ed8")).toBe("#ffffff");
    expect(readableTextOn("#fde047")).toBe("#111827");
  });
});

describe("workspace settings input", () => {
  it("takes IANA zones and refuses others", () => {
    expect(isValidTimeZone("Europe/Berlin")).toBe(true);
    expect(isValidTimeZone("UTC")).toBe(true);
    expect(isValidTimeZone("America/Argentina/Buenos_Aires")).toBe(true);
    expect(isValidTimeZone("Mars/Base")).toBe(false);
    expect(isValidTimeZone("")).toBe(false);
    expect(isValidTimeZone("../etc/passwd")).toBe(false);
  });

  it("takes BCP 47 tags in canonical case and refuses others", () => {
    expect(canonicalLocale("de-de")).toBe("de-DE");
    expect(canonicalLocale("pt-BR")).toBe("pt-BR");
    expect(canonicalLocale("en")).toBe("en");
    expect(canonicalLocale("english")).toBeNull();
    expect(canonicalLocale("en_US")).toBeNull();
    expect(canonicalLocale("")).toBeNull();
  });

  it("lower-cases colours and needs at least one change", () => {
    expect(hexColorSchema.parse("#ABCDEF")).toBe("#abcdef");
    expect(hexColorSchema.safeParse("#abc").success).toBe(false);
    expect(workspaceSettingsUpdateSchema.safeParse({}).success).toBe(false);
    expect(workspaceSettingsUpdateSchema.safeParse({ locale: "fr-fr" }).data).toEqual({ locale: "fr-FR" });
  });
});
