/** The one JSON error shape every API answer uses (DESIGN §8). */
export interface ApiErrorBody {
  message: string;
  fieldErrors?: Record<string, string[]>;
}
