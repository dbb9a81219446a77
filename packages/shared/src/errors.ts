/** The one JSON error shape every API answer uses (DESIGN §8); apiErrorSchema in types.ts validates it. */
export interface ApiErrorBody {
  message: string;
  fieldErrors?: Record<string, string[]>;
}
