import type { Contact } from "@engagesuite/shared";
import { useContactOwners, useTags } from "./queries";
import { TagBadge } from "./tag-badge";

/**
 * Under a contact's name in the list: its owner and its tags as badges (issue 21). Its own chunk, outside the
 * dashboard's first download; the tag and member lists are fetched once for all rows.
 */
export function ContactRowExtras({ tenantId, contact }: { tenantId: string; contact: Contact }) {
  const tags = useTags(tenantId).data;
  const owners = useContactOwners(contact.ownerUserId ? tenantId : undefined).data;
  const owner = contact.ownerUserId ? owners?.find((o) => o.id === contact.ownerUserId) : undefined;
  const shown = contact.tagIds.length > 0 ? (tags ?? []).filter((tag) => contact.tagIds.includes(tag.id)) : [];
  return (
    <>
      {owner && <div className="truncate text-muted-foreground text-xs">Owner: {owner.name}</div>}
      {shown.length > 0 && (
        <ul aria-label="Tags" className="flex flex-wrap gap-1 pt-1">
          {shown.map((tag) => (
            <li key={tag.id}>
              <TagBadge tag={tag} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
