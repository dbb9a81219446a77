import { HELPDESK_MESSAGES, TICKET_PRIORITIES, type Ticket } from "@engagesuite/shared";
import { type FormEvent, useContext, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { activeOf, TicketCategoriesContext } from "@/features/choices/api";
import { useTerms } from "@/i18n/terms";
import { cn } from "@/lib/utils";
import type { TicketFormValues } from "./api";
import { isTicketPriority, TICKET_PRIORITY_NAMES } from "./labels";

/**
 * SPEC §4: a new ticket is of the workspace's first category (technical support for the generic vertical) and of
 * medium priority unless chosen otherwise ("" stands for the first category).
 */
const NEW_TICKET: TicketFormValues = {
  title: "",
  description: "",
  type: "",
  priority: "medium",
};

type Field = keyof TicketFormValues;

function missingFields(values: TicketFormValues): Field[] {
  return (["title", "type", "priority", "description"] as const).filter((field) => !String(values[field]).trim());
}

/**
 * 'Create Support Ticket' (SPEC §2): Title, Type, Priority, Description. A missing field toasts 'Validation Error'
 * and sends nothing (SPEC §5); after a successful submit the form closes and resets.
 */
export function CreateTicketDialog({
  open,
  onOpenChange,
  onSubmit,
  pending,
  description,
  askPriority = true,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Resolves when the ticket is created; rejects (after its own toast) when it is not. */
  onSubmit: (values: TicketFormValues) => Promise<Ticket>;
  pending: boolean;
  description?: string;
  /** Staff set a ticket's priority; a portal client only names its topic (false: no priority field). */
  askPriority?: boolean;
}) {
  const ids = useId();
  // The workspace's active categories (the staff's list or the portal's, from the help desk around the dialog).
  const categories = activeOf(useContext(TicketCategoriesContext));
  const [chosen, setValues] = useState<TicketFormValues>(NEW_TICKET);
  const values = { ...chosen, type: chosen.type || (categories[0]?.key ?? "") };
  const { t } = useTerms();
  const [invalid, setInvalid] = useState<Field[]>([]);
  const formRef = useRef<HTMLFormElement>(null);

  const set = <K extends Field>(field: K, value: TicketFormValues[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    if (String(value).trim()) setInvalid((previous) => previous.filter((f) => f !== field));
  };

  const changeOpen = (next: boolean) => {
    if (!next) {
      setValues(NEW_TICKET);
      setInvalid([]);
    }
    onOpenChange(next);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const missing = missingFields(values);
    if (missing.length > 0) {
      setInvalid(missing);
      toast({
        variant: "destructive",
        title: HELPDESK_MESSAGES.validationTitle,
        description: HELPDESK_MESSAGES.validationDescription,
      });
      formRef.current?.querySelector<HTMLElement>(`[name="${missing[0]}"]`)?.focus();
      return;
    }
    try {
      await onSubmit({ ...values, title: values.title.trim(), description: values.description.trim() });
      changeOpen(false);
    } catch {
      // The mutation has toasted the failure; the form keeps what was typed.
    }
  };

  const isInvalid = (field: Field) => (invalid.includes(field) ? true : undefined);

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t("tickets.createTitle")}</DialogTitle>
          <DialogDescription>{description ?? t("tickets.createDefaultDescription")}</DialogDescription>
        </DialogHeader>
        <form ref={formRef} noValidate onSubmit={submit} className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={`${ids}-title`}>Title</Label>
            <Input
              id={`${ids}-title`}
              name="title"
              aria-required="true"
              aria-invalid={isInvalid("title")}
              maxLength={200}
              placeholder="A short summary of the issue"
              value={values.title}
              onChange={(event) => set("title", event.target.value)}
            />
          </div>
          <div className={cn("grid gap-4", askPriority && "sm:grid-cols-2")}>
            <div className="grid gap-2">
              <Label htmlFor={`${ids}-type`}>Type</Label>
              <NativeSelect
                id={`${ids}-type`}
                name="type"
                aria-required="true"
                aria-invalid={isInvalid("type")}
                value={values.type}
                onChange={(event) => set("type", event.target.value)}
              >
                {categories.map((category) => (
                  <option key={category.key} value={category.key}>
                    {category.label}
                  </option>
                ))}
              </NativeSelect>
            </div>
            {askPriority && (
              <div className="grid gap-2">
                <Label htmlFor={`${ids}-priority`}>Priority</Label>
                <NativeSelect
                  id={`${ids}-priority`}
                  name="priority"
                  aria-required="true"
                  aria-invalid={isInvalid("priority")}
                  value={values.priority}
                  onChange={(event) => {
                    const value = event.target.value;
                    if (isTicketPriority(value)) set("priority", value);
                  }}
                >
                  {TICKET_PRIORITIES.map((priority) => (
                    <option key={priority} value={priority}>
                      {TICKET_PRIORITY_NAMES[priority]}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            )}
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${ids}-description`}>Description</Label>
            <Textarea
              id={`${ids}-description`}
              name="description"
              aria-required="true"
              aria-invalid={isInvalid("description")}
              maxLength={10_000}
              rows={5}
              placeholder="What happened, what you expected, and any steps to reproduce it"
              className="max-h-72 min-h-24"
              value={values.description}
              onChange={(event) => set("description", event.target.value)}
            />
          </div>
          <DialogFooter className="pt-2">
            <Button type="button" variant="outline" onClick={() => changeOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? "Submitting..." : t("tickets.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
