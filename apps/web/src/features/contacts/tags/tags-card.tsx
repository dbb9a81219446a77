import { TAG_COLORS, TAG_NAME_MAX, type Tag, type TagColor } from "@engagesuite/shared";
import { Check, Pencil, Trash2, X } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { useDeleteTag, useTags, useUpdateTag } from "./api";
import { TagBadge } from "./tag-badge";

function TagRow({ tenantId, tag }: { tenantId: string; tag: Tag }) {
  const update = useUpdateTag(tenantId);
  const remove = useDeleteTag(tenantId);
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(tag.name);
  const [confirming, setConfirming] = useState(false);
  const save = () => update.mutate({ id: tag.id, name: name.trim() }, { onSuccess: () => setEditing(false) });
  return (
    <li className="flex flex-wrap items-center gap-2 py-2">
      {editing ? (
        <Form
          className="flex flex-1 items-center gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <Input
            aria-label={`New name for ${tag.name}`}
            value={name}
            maxLength={TAG_NAME_MAX}
            onChange={(event) => setName(event.target.value)}
            className="h-8 max-w-60"
          />
          <Button
            type="submit"
            size="icon"
            variant="ghost"
            className="size-8"
            aria-label="Save"
            disabled={!name.trim()}
          >
            <Check aria-hidden="true" />
          </Button>
          <Button
            type="button"
            size="icon"
            variant="ghost"
            className="size-8"
            aria-label="Cancel"
            onClick={() => setEditing(false)}
          >
            <X aria-hidden="true" />
          </Button>
        </Form>
      ) : (
        <div className="flex min-w-0 flex-1 items-center gap-2">
          <TagBadge tag={tag} />
          <span className="text-muted-foreground text-xs tabular-nums">
            {tag.contacts} {tag.contacts === 1 ? "contact" : "contacts"}
          </span>
        </div>
      )}
      <NativeSelect
        aria-label={`Colour of ${tag.name}`}
        value={tag.color}
        onChange={(event) => update.mutate({ id: tag.id, color: event.target.value as TagColor })}
        className="h-8 w-28"
      >
        {TAG_COLORS.map((color) => (
          <option key={color} value={color}>
            {color[0]?.toUpperCase()}
            {color.slice(1)}
          </option>
        ))}
      </NativeSelect>
      {!editing && (
        <Button
          type="button"
          size="icon"
          variant="ghost"
          className="size-8"
          aria-label={`Rename ${tag.name}`}
          onClick={() => {
            setName(tag.name);
            setEditing(true);
          }}
        >
          <Pencil aria-hidden="true" />
        </Button>
      )}
      {confirming ? (
        <Button
          type="button"
          size="sm"
          variant="destructive"
          onClick={() => remove.mutate(tag)}
          disabled={remove.isPending}
        >
          Delete from {tag.contacts} {tag.contacts === 1 ? "contact" : "contacts"}
        </Button>
      ) : (
        <Button
          type="button"
          size="icon"
          variant="ghost"
          className="size-8"
          aria-label={`Delete ${tag.name}`}
          onClick={() => setConfirming(true)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      )}
    </li>
  );
}

/**
 * 'Tags' in the workspace settings (issue 21): rename, recolour and delete the workspace's tags (an administrator's:
 * `workspace.manage`). Members create tags from the contacts list.
 */
export function TagsCard({ tenantId }: { tenantId: string }) {
  const tags = useTags(tenantId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Tags</CardTitle>
        <CardDescription>
          The tags your team puts on contacts. Renaming or recolouring changes the tag everywhere; deleting takes it off
          every contact (the contacts stay). New tags are created from the contacts list.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {tags.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : (tags.data ?? []).length === 0 ? (
          <p className="text-muted-foreground text-sm">No tags yet.</p>
        ) : (
          <ul aria-label="Tags" className="divide-y">
            {(tags.data ?? []).map((tag) => (
              <TagRow key={tag.id} tenantId={tenantId} tag={tag} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
