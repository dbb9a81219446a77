import { CONTACT_TRASH_DAYS, type TrashedContact } from "@engagesuite/shared";
import { ArrowLeft, RotateCcw, RotateCw, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { ContactTypesContext, useContactTypes } from "@/features/choices/api";
import { useTerms } from "@/i18n/terms";
import { errorMessage } from "@/lib/api";
import { formatDate, formatNumber } from "@/lib/format";
import { useMediaQuery } from "@/lib/use-media-query";
import { ContactTypeBadge } from "../contact-badges";
import { useTrash, useTrashAction } from "./api";

const TICK_BOX = "size-5 shrink-0 cursor-pointer rounded-[4px] accent-primary sm:size-4";
const days = { days: CONTACT_TRASH_DAYS };

/** What a confirmation is about: some contacts deleted forever, or the whole trash emptied. */
type Confirming = { kind: "forever"; ids: string[] } | { kind: "empty"; count: number };

/** When, then by whom: on one line in a card, on two in the table's column (`stacked`). */
function DeletedWhen({ item, stacked }: { item: TrashedContact; stacked?: boolean }) {
  return (
    <span className="text-pretty">
      <span className="whitespace-nowrap">{formatDate(item.deletedAt, "dateTime")}</span>
      {item.deletedByName && (
        <span className={stacked ? "block text-muted-foreground text-xs" : "text-muted-foreground"}>
          {stacked ? "" : " "}by {item.deletedByName}
        </span>
      )}
    </span>
  );
}

function DaysLeft({ item }: { item: TrashedContact }) {
  const soon = item.daysLeft <= 3;
  return (
    <span className={soon ? "font-medium text-destructive" : "text-muted-foreground"}>
      {item.daysLeft === 0 ? "Today" : `${item.daysLeft} ${item.daysLeft === 1 ? "day" : "days"} left`}
    </span>
  );
}

interface RowProps {
  item: TrashedContact;
  ticked: boolean;
  onTick: (on: boolean) => void;
  onRestore: () => void;
  onForever: () => void;
  busy: boolean;
}

function RowButtons({ item, onRestore, onForever, busy, full }: RowProps & { full?: boolean }) {
  const { t } = useTerms();
  return (
    <div className={full ? "grid grid-cols-2 gap-2" : "flex justify-end gap-2"}>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={busy}
        onClick={onRestore}
        aria-label={`${t("trash.restore")} ${item.name}`}
      >
        <RotateCcw aria-hidden="true" />
        {t("trash.restore")}
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        disabled={busy}
        onClick={onForever}
        className="text-destructive hover:bg-destructive/10 hover:text-destructive"
        aria-label={`${t("trash.deleteForever")} ${item.name}`}
      >
        <Trash2 aria-hidden="true" />
        {t("trash.deleteForever")}
      </Button>
    </div>
  );
}

function TrashCards({ rows }: { rows: RowProps[] }) {
  const { t } = useTerms();
  return (
    <ul aria-label={t("trash.title")} className="divide-y">
      {rows.map((row) => (
        <li key={row.item.id} data-contact-id={row.item.id} className="space-y-3 px-4 py-3">
          <div className="flex items-start gap-3">
            <input
              type="checkbox"
              aria-label={`Select ${row.item.name}`}
              checked={row.ticked}
              onChange={(event) => row.onTick(event.target.checked)}
              className={`${TICK_BOX} mt-0.5`}
            />
            <div className="min-w-0 flex-1 space-y-1.5">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <p className="break-words font-medium">{row.item.name}</p>
                <ContactTypeBadge type={row.item.type} />
              </div>
              {row.item.email && <p className="break-all text-muted-foreground text-sm">{row.item.email}</p>}
              <p className="text-sm">
                <DeletedWhen item={row.item} />
              </p>
              <p className="text-sm">
                <DaysLeft item={row.item} />
              </p>
            </div>
          </div>
          <RowButtons {...row} full />
        </li>
      ))}
    </ul>
  );
}

function TrashTable({
  rows,
  allTicked,
  onTickAll,
}: {
  rows: RowProps[];
  allTicked: boolean | "some";
  onTickAll: (on: boolean) => void;
}) {
  const { t } = useTerms();
  return (
    <Table aria-label={t("trash.title")}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead scope="col" className="pl-4 sm:pl-6">
            <span className="flex items-center gap-3">
              <input
                type="checkbox"
                aria-label={t("trash.selectAll")}
                checked={allTicked === true}
                ref={(box) => {
                  if (box) box.indeterminate = allTicked === "some";
                }}
                onChange={(event) => onTickAll(event.target.checked)}
                className={TICK_BOX}
              />
              Name
            </span>
          </TableHead>
          <TableHead scope="col">Type</TableHead>
          <TableHead scope="col">Deleted</TableHead>
          <TableHead scope="col">Time left</TableHead>
          <TableHead scope="col" className="pr-4 text-right sm:pr-6">
            Actions
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.item.id} data-contact-id={row.item.id} data-state={row.ticked ? "selected" : undefined}>
            <TableCell className="max-w-[18rem] pl-4 sm:pl-6">
              <div className="flex items-start gap-3">
                <input
                  type="checkbox"
                  aria-label={`Select ${row.item.name}`}
                  checked={row.ticked}
                  onChange={(event) => row.onTick(event.target.checked)}
                  className={`${TICK_BOX} mt-0.5`}
                />
                <div className="min-w-0">
                  <div className="truncate font-medium">{row.item.name}</div>
                  {row.item.email && <div className="truncate text-muted-foreground text-xs">{row.item.email}</div>}
                </div>
              </div>
            </TableCell>
            <TableCell>
              <ContactTypeBadge type={row.item.type} />
            </TableCell>
            <TableCell className="text-sm">
              <DeletedWhen item={row.item} stacked />
            </TableCell>
            <TableCell className="text-sm">
              <DaysLeft item={row.item} />
            </TableCell>
            <TableCell className="pr-4 sm:pr-6">
              <RowButtons {...row} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * The contacts' trash (issue 21 point 6), the administrator's: the deleted contacts, newest first, with who deleted
 * them and when the purge will; Restore or Delete forever one or the ticked ones, and Empty trash. Its own chunk.
 */
export default function ContactTrashScreen({ tenantId, headingId }: { tenantId: string; headingId: string }) {
  const { t } = useTerms();
  const trash = useTrash(tenantId);
  const types = useContactTypes(tenantId).data;
  const restore = useTrashAction(tenantId, "restore");
  const forever = useTrashAction(tenantId, "deleteForever");
  const empty = useTrashAction(tenantId, "empty");
  const wide = useMediaQuery("(min-width: 768px)");
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState<Confirming | null>(null);

  const pages = trash.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const total = pages[0]?.total ?? items.length;
  const selected = items.filter((item) => ticked.has(item.id)).map((item) => item.id);
  const busy = restore.isPending || forever.isPending || empty.isPending;
  const untick = (ids: readonly string[]) =>
    setTicked((previous) => new Set([...previous].filter((id) => !ids.includes(id))));
  const doRestore = (ids: string[]) => restore.mutate(ids, { onSuccess: () => untick(ids) });

  const rows: RowProps[] = items.map((item) => ({
    item,
    ticked: ticked.has(item.id),
    busy,
    onTick: (on) =>
      setTicked((previous) => {
        const next = new Set(previous);
        if (on) next.add(item.id);
        else next.delete(item.id);
        return next;
      }),
    onRestore: () => doRestore([item.id]),
    onForever: () => setConfirming({ kind: "forever", ids: [item.id] }),
  }));

  let body: React.ReactNode;
  if (trash.isPending) {
    body = (
      <div className="flex justify-center px-6 py-14">
        <Spinner className="size-8" label={t("contacts.loading")} />
      </div>
    );
  } else if (trash.isError && !trash.data) {
    body = (
      <div className="p-4 sm:p-6">
        <Alert variant="destructive">
          <AlertTitle>{t("trash.loadFailed")}</AlertTitle>
          <AlertDescription>
            <p>{errorMessage(trash.error, "Please try again.")}</p>
            <Button type="button" variant="outline" size="sm" className="mt-2" onClick={() => void trash.refetch()}>
              <RotateCw aria-hidden="true" />
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      </div>
    );
  } else if (items.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-3 px-6 py-14 text-center">
        <div className="flex size-12 items-center justify-center rounded-full bg-muted">
          <Trash2 className="size-6 text-muted-foreground" aria-hidden="true" />
        </div>
        <p className="font-medium">{t("trash.empty")}</p>
        <p className="max-w-sm text-pretty text-muted-foreground text-sm">{t("trash.emptyHint", days)}</p>
      </div>
    );
  } else {
    const ticks = selected.length;
    body = wide ? (
      <TrashTable
        rows={rows}
        allTicked={ticks === 0 ? false : ticks === items.length ? true : "some"}
        onTickAll={(on) => setTicked(on ? new Set(items.map((i) => i.id)) : new Set())}
      />
    ) : (
      <TrashCards rows={rows} />
    );
  }

  const confirmCount = confirming?.kind === "forever" ? confirming.ids.length : (confirming?.count ?? 0);

  return (
    <ContactTypesContext value={types}>
      <section aria-labelledby={headingId} className="space-y-5">
        <div>
          <Button asChild variant="ghost" size="sm" className="-ml-2 text-muted-foreground">
            <Link to={{ search: "?section=contacts" }}>
              <ArrowLeft aria-hidden="true" />
              {t("trash.back")}
            </Link>
          </Button>
        </div>
        <Card className="gap-0 overflow-hidden py-0">
          <div className="flex flex-col gap-4 border-b p-4 sm:p-6">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0 space-y-1">
                <h2 id={headingId} className="font-semibold text-2xl tracking-tight">
                  {t("trash.title")}
                </h2>
                <p className="max-w-prose text-pretty text-muted-foreground text-sm">{t("trash.intro", days)}</p>
              </div>
              <Button
                type="button"
                variant="outline"
                className="border-destructive/40 text-destructive hover:bg-destructive/10 hover:text-destructive"
                disabled={busy || items.length === 0}
                onClick={() => setConfirming({ kind: "empty", count: total })}
              >
                <Trash2 aria-hidden="true" />
                {t("trash.emptyTrash")}
              </Button>
            </div>
            {items.length > 0 && (
              <div className="flex min-h-9 flex-wrap items-center gap-2 text-sm">
                {selected.length > 0 ? (
                  <>
                    <span className="mr-1 font-medium">{formatNumber(selected.length)} selected</span>
                    <Button type="button" size="sm" disabled={busy} onClick={() => doRestore(selected)}>
                      <RotateCcw aria-hidden="true" />
                      {t("trash.restore")}
                    </Button>
                    <Button
                      type="button"
                      size="sm"
                      variant="destructive"
                      disabled={busy}
                      onClick={() => setConfirming({ kind: "forever", ids: selected })}
                    >
                      <Trash2 aria-hidden="true" />
                      {t("trash.deleteForever")}
                    </Button>
                    <Button type="button" size="sm" variant="ghost" onClick={() => setTicked(new Set())}>
                      Clear selection
                    </Button>
                  </>
                ) : (
                  <span className="text-muted-foreground" aria-live="polite">
                    {t("trash.count", { count: total, n: formatNumber(total) })}
                  </span>
                )}
              </div>
            )}
          </div>
          {body}
          {trash.hasNextPage && (
            <div className="flex justify-center border-t p-4">
              <Button
                type="button"
                variant="outline"
                disabled={trash.isFetchingNextPage}
                onClick={() => void trash.fetchNextPage()}
              >
                {trash.isFetchingNextPage ? "Loading..." : "Load more"}
              </Button>
            </div>
          )}
        </Card>
      </section>
      <AlertDialog open={confirming !== null} onOpenChange={(open) => !busy && !open && setConfirming(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Are you sure?</AlertDialogTitle>
            <AlertDialogDescription>
              {confirming?.kind === "empty"
                ? t("trash.emptyConfirm", { count: confirmCount, n: formatNumber(confirmCount) })
                : t("trash.foreverConfirm", { count: confirmCount, n: formatNumber(confirmCount) })}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
            <Button
              type="button"
              variant="destructive"
              disabled={busy}
              onClick={() => {
                if (!confirming) return;
                const done = { onSettled: () => setConfirming(null) };
                if (confirming.kind === "empty") empty.mutate([], { ...done, onSuccess: () => setTicked(new Set()) });
                else forever.mutate(confirming.ids, { ...done, onSuccess: () => untick(confirming.ids) });
              }}
            >
              {busy
                ? t("trash.deletingForever")
                : confirming?.kind === "empty"
                  ? t("trash.emptyTrash")
                  : t("trash.deleteForever")}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </ContactTypesContext>
  );
}
