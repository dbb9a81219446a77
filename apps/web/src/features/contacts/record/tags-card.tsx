import type { ContactRecord } from "@engagesuite/shared";
import { Tags } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useTags } from "../tags/queries";
import { TagBadge } from "../tags/tag-badge";
import { ContactTagsDialog } from "../tags/tags-dialog";

/** The contact's tags on its page (issue 21): the badges, and "Edit tags" to add, create or take off tags. */
export function TagsCard({ tenantId, contact }: { tenantId: string; contact: ContactRecord }) {
  const [editing, setEditing] = useState(false);
  const tags = (useTags(tenantId).data ?? []).filter((tag) => contact.tagIds.includes(tag.id));
  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle>
          <h3>Tags</h3>
        </CardTitle>
        <CardAction>
          <Button type="button" variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Tags aria-hidden="true" />
            Edit tags
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        {tags.length === 0 ? (
          <p className="text-muted-foreground text-sm">No tags yet.</p>
        ) : (
          <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
            {tags.map((tag) => (
              <li key={tag.id}>
                <TagBadge tag={tag} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {editing && <ContactTagsDialog tenantId={tenantId} contact={contact} onClose={() => setEditing(false)} />}
    </Card>
  );
}
