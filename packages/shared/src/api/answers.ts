import { z } from "zod";
import { uuidSchema } from "../schemas";
import { apiErrorSchema } from "../types";

/** The error answers every endpoint documents: the one error shape `{ message, fieldErrors? }`. */
export const errorAnswers = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
} as const;

export const messageAnswer = z.object({ message: z.string() });
export const noContent = z.null();

export const idParams = z.object({ id: uuidSchema });
export const tenantParams = z.object({ tenantId: uuidSchema });
