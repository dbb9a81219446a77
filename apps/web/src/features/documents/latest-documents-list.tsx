/** The overview card's body: the three latest documents (issue 20 point 4). Owned by the documents feature. */
export function LatestDocumentsList() {
  return <p className="text-muted-foreground text-sm">No documents available.</p>;
}
