import { Plus } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { useCreateTag, useTags, useToggleContactTag } from "./api";
import { TagBadge } from "./tag-badge";

/**
 * A contact's tags as tick boxes, with a box that narrows the list and creates a tag of the typed name when none has it
 * (issue 21). Each tick applies at once. `tagIds`: the tags the contact carries now.
 */
export function TagPicker({
  tenantId,
  contactId,
  tagIds,
}: {
  tenantId: string;
  contactId: string;
  tagIds: readonly string[];
}) {
  const ids = useId();
  const tags = useTags(tenantId);
  const toggle = useToggleContactTag(tenantId);
  const create = useCreateTag(tenantId);
  const [query, setQuery] = useState("");
  // Ticks show at once; the list refreshes from the server after each change.
  const [on, setOn] = useState<ReadonlySet<string>>(new Set(tagIds));
  const name = query.trim();
  const shown = (tags.data ?? []).filter((tag) => tag.name.toLowerCase().includes(name.toLowerCase()));
  const exists = (tags.data ?? []).some((tag) => tag.name.toLowerCase() === name.toLowerCase());

  const set = (tagId: string, value: boolean) => {
    setOn((previous) => {
      const next = new Set(previous);
      if (value) next.add(tagId);
      else next.delete(tagId);
      return next;
    });
    toggle.mutate({ contactId, tagId, on: value });
  };

  const createAndAdd = async () => {
    if (!name || exists) return;
    const tag = await create.mutateAsync({ name });
    set(tag.id, true);
    setQuery("");
  };

  return (
    <div className="grid gap-3">
      <Form
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void createAndAdd();
        }}
      >
        <label htmlFor={`${ids}-query`} className="sr-only">
          Find or create a tag
        </label>
        <Input
          id={`${ids}-query`}
          value={query}
          maxLength={40}
          placeholder="Find or create a tag"
          onChange={(event) => setQuery(event.target.value)}
        />
        {name && !exists && (
          <Button type="submit" variant="outline" disabled={create.isPending} className="shrink-0">
            <Plus aria-hidden="true" />
            Create “{name}”
          </Button>
        )}
      </Form>
      {tags.isPending ? (
        <Spinner className="size-5 justify-self-center" label="Loading tags" />
      ) : shown.length === 0 ? (
        <p className="text-muted-foreground text-sm">{name ? "No tag has this name yet." : "No tags yet."}</p>
      ) : (
        <ul aria-label="Tags" className="grid max-h-64 gap-1 overflow-y-auto">
          {shown.map((tag) => (
            <li key={tag.id}>
              <label className="flex cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 hover:bg-muted">
                <input
                  type="checkbox"
                  checked={on.has(tag.id)}
                  onChange={(event) => set(tag.id, event.target.checked)}
                  className="size-4 accent-primary"
                />
                <TagBadge tag={tag} />
                <span className="sr-only">{tag.name}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
