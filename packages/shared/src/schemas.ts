import { z } from "zod";
import { choiceKeySchema } from "./choices";
import {
  CONTACT_NAME_MIN_LENGTH,
  PLATFORM_PASSWORD_MIN_LENGTH,
  SUBDOMAIN_MAX_LENGTH,
  SUBDOMAIN_MIN_LENGTH,
} from "./constants";
import { customDomainHostnameSchema, DOMAIN_MESSAGES } from "./domain-names";
import { CONTACT_STATUSES } from "./enums";
import { MSG } from "./messages";
import { portalNewPasswordField } from "./password-policy";

const trimmed = z.string().trim();
/** Optional free text: trimmed, and an empty value means "not given". */
const optionalText = z
  .string()
  .trim()
  .max(2000)
  .optional()
  .transform((v) => v || undefined);

export const portalLoginSchema = z.object({
  email: trimmed.pipe(z.email({ error: MSG.portalEmail })),
  password: z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired),
});

export const portalRegisterSchema = z
  .object({
    email: trimmed.pipe(z.email({ error: MSG.portalEmail })),
    firstName: trimmed.min(2, MSG.firstNameMin),
    lastName: trimmed.min(2, MSG.lastNameMin),
    password: portalNewPasswordField,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: MSG.passwordsDoNotMatch, path: ["confirmPassword"] });

export const platformLoginSchema = z.object({
  email: trimmed.pipe(z.email({ error: MSG.platformEmail })),
  password: z.string().min(PLATFORM_PASSWORD_MIN_LENGTH, MSG.platformPasswordMin),
  rememberMe: z.boolean().optional(),
});

export const tenantLoginSchema = z.object({
  username: trimmed.min(1, MSG.usernameRequired),
  password: z.string().min(1, MSG.passwordRequired),
  rememberMe: z.boolean().optional(),
});

export const subdomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(SUBDOMAIN_MIN_LENGTH, MSG.subdomainMin)
  .max(SUBDOMAIN_MAX_LENGTH, MSG.subdomainMax)
  .regex(/^[a-z0-9-]+$/, MSG.subdomainChars);

export const companyInfoSchema = z.object({
  companyName: trimmed.min(2, MSG.companyNameMin),
  subdomain: subdomainSchema,
  /** Optional; when given, a public domain name (the server also refuses the platform's own names). */
  customDomain: optionalText.refine((v) => !v || customDomainHostnameSchema.safeParse(v).success, {
    message: DOMAIN_MESSAGES.invalid,
  }),
  email: trimmed.pipe(z.email({ error: MSG.portalEmail })),
  phone: optionalText,
  address: optionalText,
  city: optionalText,
  state: optionalText,
  zipCode: optionalText,
  country: optionalText,
});

export const cardSchema = z.object({
  cardNumber: z
    .string()
    .transform((v) => v.replace(/\s+/g, ""))
    .pipe(z.string().regex(/^\d*$/, MSG.cardNumberDigits).min(13, MSG.cardNumberLength).max(19, MSG.cardNumberLength)),
  cardName: trimmed.min(2, MSG.cardNameRequired),
  expiryDate: z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, MSG.expiryFormat),
  cvc: z.string().regex(/^\d{3,4}$/, MSG.cvcDigits),
});

export const contactInputSchema = z.object({
  name: trimmed.min(CONTACT_NAME_MIN_LENGTH, MSG.contactNameMin).max(200),
  email: z
    .string()
    .trim()
    .max(320)
    .optional()
    .refine((v) => !v || z.email().safeParse(v).success, MSG.contactEmail)
    .transform((v) => v || undefined),
  phone: optionalText,
  jobTitle: optionalText,
  /** One of the workspace's active contact types; left out, its first one. */
  type: choiceKeySchema.optional(),
  status: z.enum(CONTACT_STATUSES).default("ACTIVE"),
  notes: optionalText,
  /** Custom fields' values by key, checked on the server against the workspace's definitions (issue 19). */
  customFields: z.record(z.string().max(100), z.unknown()).optional(),
  /** The owning team member (issue 21): a member of the workspace, or null for none; left out, it stays. */
  ownerUserId: z.uuid({ error: MSG.invalidId }).nullable().optional(),
});
export type ContactInput = z.infer<typeof contactInputSchema>;

/** SPEC §5: subdomain auto-derived from the company name. */
export function deriveSubdomain(companyName: string): string {
  return companyName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SUBDOMAIN_MAX_LENGTH)
    .replace(/-+$/g, "");
}

/**
 * Positive integer ids in paths (verticals, service modules, knowledge base), written the one canonical way: decimal
 * digits, no sign, no leading zero. Number() would also read "0x10", "0b11", "1e1", "+7", "007" and " 7 " as real
 * ids, so a hostile or mangled path could still reach (and publish, unpublish or delete) a real row.
 */
export const numericIdSchema = z
  .string({ error: MSG.invalidId })
  .regex(/^[1-9][0-9]{0,9}$/, MSG.invalidId)
  .transform(Number)
  .pipe(z.number().max(2_147_483_647, MSG.invalidId));

/** A subdomain or slug in a lookup path: one DNS label, any case. */
export const hostLabelSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, MSG.invalidSubdomain);
export const uuidSchema = z.uuid({ error: MSG.invalidId });
