import { z } from "zod";
import { termOverridesSchema, verticalTermsSchema } from "./verticals/types";

/** A workspace's terminology (issue 19): its vertical's words, the admin's overrides, and what its people read. */
export const terminologySchema = z.object({
  /** The vertical's own words (what "Reset" goes back to). */
  vertical: verticalTermsSchema,
  /** What the admin changed (absent: the vertical's word). */
  overrides: termOverridesSchema,
  /** The words every screen, the portal and every e-mail use. */
  effective: verticalTermsSchema,
});
export type Terminology = z.infer<typeof terminologySchema>;

export const TERMINOLOGY_MESSAGES = {
  saved: { title: "Terminology saved", description: "Your workspace now uses these words everywhere." },
  reset: { title: "Terminology reset", description: "Your workspace uses its industry's words again." },
  saveError: "Could not save the terminology.",
} as const;
