import { z } from "zod";

/** Workspace settings (issue 17 point 7): the tenant's name, logo, colours, time zone and locale. */

export const WORKSPACE_MESSAGES = {
  adminOnly: "Only an administrator can change the workspace settings",
  nameRequired: "Company name is required",
  nameTooLong: "Company name must be at most 100 characters",
  colorFormat: "Enter a colour as #RRGGBB, e.g. #0f766e",
  timeZoneInvalid: "Choose a time zone from the list (e.g. America/New_York)",
  localeInvalid: "Enter a language tag such as en-US or de-DE",
  nothingToChange: "Change at least one setting",
  logoMissing: "Choose an image file",
  logoEncoding: "The logo could not be read; upload the file again",
  logoTooLarge: "The logo must be 1 MB or smaller",
  logoType: "The logo must be a PNG, JPEG or SVG image",
  logoUnsafeSvg:
    "This SVG contains scripts, event handlers, links to other files or elements that are not allowed; export it as a plain SVG or upload a PNG",
  logoDimensions: "The logo's dimensions could not be read, or are larger than 4000 × 4000 pixels",
  logoNotFound: "File not found",
  saved: "Workspace settings saved",
} as const;

/** The logo's size limit in bytes (1 MB). */
export const LOGO_MAX_BYTES = 1024 * 1024;
/** The longest side a logo may declare, in pixels. */
export const LOGO_MAX_DIMENSION = 4000;
/** Base64 of LOGO_MAX_BYTES, rounded up: a longer upload is refused before it is decoded. */
export const LOGO_MAX_BASE64_LENGTH = Math.ceil(LOGO_MAX_BYTES / 3) * 4;
/** The request body limit of the upload (the base64 text and its JSON around it). */
export const LOGO_UPLOAD_BODY_LIMIT = LOGO_MAX_BASE64_LENGTH + 4096;

export const LOGO_CONTENT_TYPES = { png: "image/png", jpg: "image/jpeg", svg: "image/svg+xml" } as const;
export type LogoExtension = keyof typeof LOGO_CONTENT_TYPES;

export const DEFAULT_TIME_ZONE = "UTC";
export const DEFAULT_LOCALE = "en-US";

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** An IANA time zone the runtime knows ("Europe/Berlin"); canonical names and links such as "UTC". */
export function isValidTimeZone(value: string): boolean {
  if (!value || value.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** A well-formed BCP 47 language tag the runtime can format with ("en-US", "de", "pt-BR"), in its canonical case. */
export function canonicalLocale(value: string): string | null {
  if (!value || value.length > 35 || !/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(value)) return null;
  try {
    const [canonical] = Intl.getCanonicalLocales(value);
    if (!canonical) return null;
    // The runtime must have the language itself, not fall back to its default.
    const supported = Intl.DateTimeFormat.supportedLocalesOf([canonical]);
    return supported.length > 0 ? canonical : null;
  } catch {
    return null;
  }
}

/** The time zones offered in the settings, from the runtime (UTC first). */
export function timeZoneOptions(): string[] {
  const zones = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return ["UTC", ...zones.filter((zone) => zone !== "UTC")];
}

export const hexColorSchema = z
  .string({ error: WORKSPACE_MESSAGES.colorFormat })
  .regex(HEX_COLOR, WORKSPACE_MESSAGES.colorFormat)
  .transform((value) => value.toLowerCase());

export const workspaceNameSchema = z
  .string({ error: WORKSPACE_MESSAGES.nameRequired })
  .trim()
  .min(1, WORKSPACE_MESSAGES.nameRequired)
  .max(100, WORKSPACE_MESSAGES.nameTooLong);

export const timeZoneSchema = z
  .string({ error: WORKSPACE_MESSAGES.timeZoneInvalid })
  .max(64, WORKSPACE_MESSAGES.timeZoneInvalid)
  .refine(isValidTimeZone, WORKSPACE_MESSAGES.timeZoneInvalid);

export const localeSchema = z
  .string({ error: WORKSPACE_MESSAGES.localeInvalid })
  .max(35, WORKSPACE_MESSAGES.localeInvalid)
  .refine((value) => canonicalLocale(value) !== null, WORKSPACE_MESSAGES.localeInvalid)
  .transform((value) => canonicalLocale(value) ?? value);

export const workspaceSettingsSchema = z.object({
  name: z.string(),
  /** The logo's content-hash URL (`/files/logos/<sha256>.<ext>`), or null. */
  logoUrl: z.string().nullable(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  timeZone: z.string(),
  locale: z.string(),
});
export type WorkspaceSettings = z.infer<typeof workspaceSettingsSchema>;

/** A change of some settings; absent keys stay as they are. */
export const workspaceSettingsUpdateSchema = z
  .object({
    name: workspaceNameSchema.optional(),
    primaryColor: hexColorSchema.optional(),
    secondaryColor: hexColorSchema.optional(),
    timeZone: timeZoneSchema.optional(),
    locale: localeSchema.optional(),
  })
  .strict()
  .refine((body) => Object.values(body).some((value) => value !== undefined), WORKSPACE_MESSAGES.nothingToChange);
export type WorkspaceSettingsUpdate = z.input<typeof workspaceSettingsUpdateSchema>;

/** A logo upload: the file's bytes as base64 (its type is read from the bytes, never from a name). */
export const logoUploadSchema = z
  .object({
    data: z
      .string({ error: WORKSPACE_MESSAGES.logoMissing })
      .min(1, WORKSPACE_MESSAGES.logoMissing)
      .max(LOGO_MAX_BASE64_LENGTH, WORKSPACE_MESSAGES.logoTooLarge)
      .regex(/^[A-Za-z0-9+/]*={0,2}$/, WORKSPACE_MESSAGES.logoEncoding),
  })
  .strict();
export type LogoUpload = z.input<typeof logoUploadSchema>;

/* WCAG 2.x contrast (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio). */

/** WCAG AA for normal text. */
export const WCAG_AA_CONTRAST = 4.5;

/** The relative luminance of a #RRGGBB or #RGB colour (0 black … 1 white); null if it is not one. */
export function relativeLuminance(hex: string): number | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  let digits = match[1]!;
  if (digits.length === 3) digits = [...digits].map((d) => d + d).join("");
  const channel = (offset: number) => {
    const c = Number.parseInt(digits.slice(offset, offset + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

/** The contrast ratio of two colours (1 … 21); null when either is not a hex colour. */
export function contrastRatio(a: string, b: string): number | null {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (la === null || lb === null) return null;
  const [hi, lo] = la > lb ? [la, lb] : [lb, la];
  return (hi + 0.05) / (lo + 0.05);
}

/** Whether text of one colour on the other meets WCAG AA for normal text (4.5:1). */
export function meetsWcagAA(foreground: string, background: string): boolean {
  const ratio = contrastRatio(foreground, background);
  return ratio !== null && ratio >= WCAG_AA_CONTRAST - 1e-9;
}

/** White or near-black: whichever reads better on the colour (the text on a primary-coloured button). */
export function readableTextOn(background: string): "#ffffff" | "#111827" {
  const white = contrastRatio("#ffffff", background) ?? 21;
  const dark = contrastRatio("#111827", background) ?? 21;
  return white >= dark ? "#ffffff" : "#111827";
}
