/** The one JSON error shape every API answer uses (DESIGN §8); apiErrorSchema in types.ts validates it. */
export interface ApiErrorBody {
  message: string;
  fieldErrors?: Record<string, string[]>;
}

/** Why a state-changing request was refused before its route ran (apps/server/src/lib/origin-check.ts). */
export const REQUEST_MESSAGES = {
  unsupportedContentType: "Send the request body as JSON (Content-Type: application/json)",
  invalidRequestTarget: "Invalid request target",
} as const;
