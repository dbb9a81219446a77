/** A portal client's documents in the staff's Portal view (issue 20 point 2). Owned by the documents feature. */
export function ClientDocumentsPanel(_props: { tenantId: string; clientId: string }) {
  return null;
}
