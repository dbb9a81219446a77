import { ENTITLEMENT_MESSAGES, type ModuleOffer } from "@engagesuite/shared";
import { Check, Clock, Lock, Plus } from "lucide-react";
import { useState } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { LoadFailedAlert } from "@/components/ui/load-failed-alert";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { formatCurrency } from "@/lib/format";
import { cn } from "@/lib/utils";
import { useModuleCatalogue, useSetModules } from "./api";

const owned = (module: ModuleOffer) => module.status === "included" || module.status === "added";

/** "$19.00 / month"; a module that costs nothing on the plan is "Included in your plan" (had) or "No extra cost". */
export function modulePriceLabel(module: ModuleOffer): string | null {
  if (module.monthlyCents === null) return null;
  if (module.monthlyCents > 0) return `${formatCurrency(module.monthlyCents / 100)} / month`;
  return owned(module) ? "Included in your plan" : "No extra cost";
}

/**
 * The billing page's modules (issue 18 point 6): what the workspace has, what it can add and at what price, and what is
 * coming soon. Adding or removing one saves at once; a priced add-on is charged from the next billing period on.
 */
export function ModulesCard({ tenantId }: { tenantId: string }) {
  const catalogue = useModuleCatalogue(tenantId);
  const setModules = useSetModules(tenantId);
  const [removing, setRemoving] = useState<ModuleOffer | null>(null);
  const [pendingSlug, setPendingSlug] = useState<string | null>(null);
  const modules = catalogue.data?.modules ?? [];
  // What the workspace can have first, in the catalogue's order; what is coming soon below.
  const shown = [
    ...modules.filter((m) => m.status !== "coming_soon"),
    ...modules.filter((m) => m.status === "coming_soon"),
  ];

  function change(module: ModuleOffer, add: boolean) {
    const current = modules.filter(owned).map((m) => m.slug);
    const next = add ? [...current, module.slug] : current.filter((slug) => slug !== module.slug);
    setPendingSlug(module.slug);
    setModules.mutate(next, {
      onSuccess: () => {
        toast({
          title: add ? `${module.name} added` : `${module.name} removed`,
          description: ENTITLEMENT_MESSAGES.saved,
        });
        setRemoving(null);
      },
      onError: (error) =>
        toast({ variant: "destructive", title: "Not saved", description: errorMessage(error, "Please try again.") }),
      onSettled: () => setPendingSlug(null),
    });
  }

  return (
    <Card id="modules" aria-labelledby="modules-card-title">
      <CardHeader>
        <CardTitle id="modules-card-title" className="text-lg">
          Modules
        </CardTitle>
        <CardDescription>
          The services your workspace uses. {ENTITLEMENT_MESSAGES.fromNextPeriod} Removing a module hides it; nothing is
          deleted.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {catalogue.isPending ? (
          <ul aria-busy="true" aria-label="Loading modules" className="space-y-3">
            {Array.from({ length: 4 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length skeleton list
              <li key={i}>
                <Skeleton className="h-14 w-full" />
              </li>
            ))}
          </ul>
        ) : catalogue.isError ? (
          <LoadFailedAlert title="Modules could not be loaded" onRetry={() => catalogue.refetch()}>
            {errorMessage(catalogue.error, "Please try again.")}
          </LoadFailedAlert>
        ) : (
          <ul className="divide-y rounded-lg border">
            {shown.map((module) => (
              <ModuleRow
                key={module.slug}
                module={module}
                pending={pendingSlug === module.slug}
                disabled={setModules.isPending}
                onAdd={() => change(module, true)}
                onRemove={() => setRemoving(module)}
              />
            ))}
          </ul>
        )}
      </CardContent>
      {catalogue.data && (
        <CardFooter className="justify-between gap-3 border-t text-sm">
          <span className="text-muted-foreground">Add-ons on your plan</span>
          <span className="font-medium tabular-nums">
            {catalogue.data.addOnMonthlyCents === 0
              ? "No charge"
              : `${formatCurrency(catalogue.data.addOnMonthlyCents / 100)} / month`}
          </span>
        </CardFooter>
      )}

      <AlertDialog
        open={removing !== null}
        onOpenChange={(open) => !open && !setModules.isPending && setRemoving(null)}
      >
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Remove {removing?.name}?</AlertDialogTitle>
            <AlertDialogDescription>
              Your team loses access to it at once and it leaves the sidebar. Nothing is deleted: add it again to get
              everything back.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={setModules.isPending}>Cancel</AlertDialogCancel>
            <Button
              type="button"
              variant="destructive"
              disabled={setModules.isPending}
              onClick={() => removing && change(removing, false)}
            >
              {setModules.isPending ? "Removing..." : "Remove"}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}

function ModuleRow({
  module,
  pending,
  disabled,
  onAdd,
  onRemove,
}: {
  module: ModuleOffer;
  pending: boolean;
  disabled: boolean;
  onAdd: () => void;
  onRemove: () => void;
}) {
  const comingSoon = module.status === "coming_soon";
  const price = modulePriceLabel(module);
  const nameId = `module-${module.slug}`;
  return (
    <li
      aria-labelledby={nameId}
      className={cn("flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:gap-4 sm:p-4", comingSoon && "bg-muted/40")}
    >
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <span id={nameId} className={cn("font-medium", comingSoon && "text-muted-foreground")}>
            {module.name}
          </span>
          <StatusBadge module={module} />
        </div>
        <p className="line-clamp-2 text-muted-foreground text-sm">{module.description}</p>
      </div>
      <div className="flex shrink-0 items-center justify-between gap-3 sm:justify-end">
        {price && <span className="text-sm tabular-nums sm:w-40 sm:text-right">{price}</span>}
        {comingSoon ? null : module.alwaysOn ? (
          // Keeps the price column in line with the rows that have a button.
          <span aria-hidden="true" className="hidden w-24 sm:block" />
        ) : owned(module) ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="w-24"
            disabled={disabled}
            onClick={onRemove}
            aria-label={`Remove ${module.name}`}
          >
            Remove
          </Button>
        ) : (
          <Button
            type="button"
            size="sm"
            className="w-24"
            disabled={disabled}
            onClick={onAdd}
            aria-label={`Add ${module.name}`}
          >
            <Plus aria-hidden="true" />
            {pending ? "Adding..." : "Add"}
          </Button>
        )}
      </div>
    </li>
  );
}

function StatusBadge({ module }: { module: ModuleOffer }) {
  if (module.status === "coming_soon") {
    return (
      <Badge variant="outline" className="text-muted-foreground">
        <Clock aria-hidden="true" />
        {ENTITLEMENT_MESSAGES.comingSoonBadge}
      </Badge>
    );
  }
  if (module.alwaysOn) {
    return (
      <Badge variant="secondary">
        <Lock aria-hidden="true" />
        Always on
      </Badge>
    );
  }
  if (module.status === "available") return null;
  return (
    <Badge variant="secondary">
      <Check aria-hidden="true" />
      {module.status === "added" ? "Added" : "Included"}
    </Badge>
  );
}
