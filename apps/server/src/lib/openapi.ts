import { apiErrorSchema } from "@engagesuite/shared";

/** The error answers every route documents. */
export const errorResponses = {
  400: apiErrorSchema,
  404: apiErrorSchema,
} as const;
