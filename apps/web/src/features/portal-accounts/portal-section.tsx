/** The staff's Portal section: the workspace's portal accounts (issue 20 point 1). Owned by portal-accounts. */
export function PortalSection({ headingId }: { tenantId: string; headingId: string }) {
  return <h1 id={headingId}>Portal</h1>;
}
