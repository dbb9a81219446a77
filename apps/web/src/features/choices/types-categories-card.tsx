import { type Choice, type ChoiceKind, choiceLabel } from "@engagesuite/shared";
import { Archive, ArchiveRestore, ArrowDown, ArrowUp, Check, Pencil, Plus, X } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { FieldError } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, readApiError } from "@/lib/api";
import { useChoiceMutations, useContactTypes, useTicketCategories } from "./api";

/**
 * 'Types & categories' (issue 19 point 4): the workspace's contact types and ticket categories, for its admins. Add,
 * rename inline, reorder, archive and restore; archived entries stay on the records that hold them.
 */
export function TypesCategoriesCard({ tenantId }: { tenantId: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Types &amp; categories</CardTitle>
        <CardDescription>
          The contact types and ticket categories your team and your clients choose from. Renaming changes the name
          everywhere; archiving hides an entry from new records while existing ones keep it.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-8 lg:grid-cols-2">
        <ChoiceList kind="contactTypes" tenantId={tenantId} title="Contact types" noun="contact type" />
        <ChoiceList kind="ticketCategories" tenantId={tenantId} title="Ticket categories" noun="ticket category" />
      </CardContent>
    </Card>
  );
}

function ChoiceList({
  kind,
  tenantId,
  title,
  noun,
}: {
  kind: ChoiceKind;
  tenantId: string;
  title: string;
  noun: string;
}) {
  const contactTypes = useContactTypes(kind === "contactTypes" ? tenantId : undefined);
  const ticketCategories = useTicketCategories(kind === "ticketCategories" ? tenantId : undefined);
  const query = kind === "contactTypes" ? contactTypes : ticketCategories;
  const { create, update, reorder } = useChoiceMutations(kind, tenantId);
  const ids = useId();
  const [label, setLabel] = useState("");
  const [addError, setAddError] = useState<string | undefined>();
  const list = query.data ?? [];
  const busy = update.isPending || reorder.isPending;

  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!label.trim()) return setAddError("Enter a name");
    create.mutate(
      { label: label.trim() },
      {
        onSuccess: () => {
          setLabel("");
          setAddError(undefined);
          toast({ title: `Added “${label.trim()}”` });
        },
        onError: (error) => {
          const api = readApiError(error);
          setAddError(api?.fieldErrors?.label?.[0] ?? api?.fieldErrors?.key?.[0] ?? errorMessage(error, "Not added"));
        },
      },
    );
  };

  const move = (index: number, by: -1 | 1) => {
    const keys = list.map((c) => c.key);
    const [key] = keys.splice(index, 1);
    keys.splice(index + by, 0, key!);
    reorder.mutate(keys, { onError: (error) => toast({ variant: "destructive", title: errorMessage(error, "") }) });
  };

  const setArchived = (choice: Choice, archived: boolean) =>
    update.mutate(
      { key: choice.key, archived },
      {
        onSuccess: (next) =>
          toast({ title: `${archived ? "Archived" : "Restored"} “${choiceLabel(next, choice.key)}”` }),
        onError: (error) => toast({ variant: "destructive", title: errorMessage(error, "Not saved") }),
      },
    );

  return (
    <section aria-labelledby={`${ids}-title`} className="min-w-0 space-y-3">
      <h3 id={`${ids}-title`} className="font-medium">
        {title}
      </h3>
      {query.isPending ? (
        <Skeleton className="h-48 w-full" />
      ) : query.isError ? (
        <p className="text-destructive text-sm">{errorMessage(query.error, `The ${noun} list could not be loaded.`)}</p>
      ) : (
        <ol className="divide-y rounded-md border" aria-label={title}>
          {list.map((choice, index) => (
            <ChoiceRow
              key={choice.key}
              choice={choice}
              noun={noun}
              first={index === 0}
              last={index === list.length - 1}
              busy={busy}
              onMove={(by) => move(index, by)}
              onArchive={(archived) => setArchived(choice, archived)}
              onRename={(next) =>
                update
                  .mutateAsync({ key: choice.key, label: next })
                  .then(() => toast({ title: `Renamed to “${next}”` }))
              }
            />
          ))}
        </ol>
      )}
      <Form onSubmit={add} className="grid gap-2" noValidate>
        <Label htmlFor={`${ids}-new`} className="sr-only">
          New {noun}
        </Label>
        <div className="flex gap-2">
          <Input
            id={`${ids}-new`}
            value={label}
            maxLength={60}
            placeholder={`New ${noun}`}
            aria-invalid={addError ? true : undefined}
            onChange={(event) => setLabel(event.target.value)}
          />
          <Button type="submit" variant="outline" disabled={create.isPending}>
            <Plus aria-hidden="true" />
            Add
          </Button>
        </div>
        <FieldError>{addError}</FieldError>
      </Form>
    </section>
  );
}

function ChoiceRow({
  choice,
  noun,
  first,
  last,
  busy,
  onMove,
  onArchive,
  onRename,
}: {
  choice: Choice;
  noun: string;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (by: -1 | 1) => void;
  onArchive: (archived: boolean) => void;
  onRename: (label: string) => Promise<unknown>;
}) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(choice.label);
  const [error, setError] = useState<string | undefined>();
  const id = useId();

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = draft.trim();
    if (!next) return setError("Enter a name");
    if (next === choice.label) return setEditing(false);
    try {
      await onRename(next);
      setEditing(false);
      setError(undefined);
    } catch (err) {
      setError(readApiError(err)?.fieldErrors?.label?.[0] ?? errorMessage(err, "Not saved"));
    }
  };

  if (editing) {
    return (
      <li className="px-3 py-2">
        <Form onSubmit={save} className="flex items-center gap-2" noValidate>
          <Label htmlFor={id} className="sr-only">
            Name of the {noun} {choice.label}
          </Label>
          <Input
            id={id}
            value={draft}
            maxLength={60}
            autoFocus
            aria-invalid={error ? true : undefined}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Escape") {
                event.preventDefault();
                setEditing(false);
              }
            }}
            className="h-8"
          />
          <Button type="submit" size="icon" variant="ghost" className="size-8" aria-label="Save name">
            <Check aria-hidden="true" />
          </Button>
          <Button
            type="button"
            size="icon"
            variant="ghost"
            className="size-8"
            aria-label="Cancel renaming"
            onClick={() => setEditing(false)}
          >
            <X aria-hidden="true" />
          </Button>
        </Form>
        <FieldError>{error}</FieldError>
      </li>
    );
  }

  return (
    <li className="flex items-center gap-2 px-3 py-1.5" data-key={choice.key}>
      <div className="flex min-w-0 flex-1 items-center gap-2">
        <span className={choice.archived ? "truncate text-muted-foreground line-through" : "truncate"}>
          {choice.label}
        </span>
        {choice.archived && (
          <Badge variant="outline" className="shrink-0 text-muted-foreground">
            Archived
          </Badge>
        )}
      </div>
      <div className="flex shrink-0 items-center">
        <Button
          type="button"
          size="icon"
          variant="ghost"
          className="size-8"
          aria-label={`Move ${choice.label} up`}
          disabled={first || busy}
          onClick={() => onMove(-1)}
        >
          <ArrowUp aria-hidden="true" />
        </Button>
        <Button
          type="button"
          size="icon"
          variant="ghost"
          className="size-8"
          aria-label={`Move ${choice.label} down`}
          disabled={last || busy}
          onClick={() => onMove(1)}
        >
          <ArrowDown aria-hidden="true" />
        </Button>
        <Button
          type="button"
          size="icon"
          variant="ghost"
          className="size-8"
          aria-label={`Rename ${choice.label}`}
          onClick={() => {
            setDraft(choice.label);
            setError(undefined);
            setEditing(true);
          }}
        >
          <Pencil aria-hidden="true" />
        </Button>
        <Button
          type="button"
          size="icon"
          variant="ghost"
          className="size-8"
          aria-label={`${choice.archived ? "Restore" : "Archive"} ${choice.label}`}
          title={choice.archived ? "Restore" : "Archive"}
          disabled={busy}
          onClick={() => onArchive(!choice.archived)}
        >
          {choice.archived ? <ArchiveRestore aria-hidden="true" /> : <Archive aria-hidden="true" />}
        </Button>
      </div>
    </li>
  );
}
