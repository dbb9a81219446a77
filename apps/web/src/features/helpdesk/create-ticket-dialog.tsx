import { type Contact, contactsApi, HELPDESK_MESSAGES, TICKET_PRIORITIES, type Ticket } from "@engagesuite/shared";
import { UserRound, X } from "lucide-react";
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
import { Form } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { useCanCall } from "@/features/auth/use-permission";
import { activeOf, TicketCategoriesContext } from "@/features/choices/api";
import { ContactPicker } from "@/features/portal-accounts/contact-picker";
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
  contactsTenantId,
  initialContact = null,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Resolves when the ticket is created; rejects (after its own toast) when it is not. */
  onSubmit: (values: TicketFormValues) => Promise<Ticket>;
  pending: boolean;
  description?: string;
  /** Staff set a ticket's priority; a portal client only names its topic (false: no priority field). */
  askPriority?: boolean;
  /** Staff: the workspace whose contacts the optional contact picker searches (issue 22); none: no picker. */
  contactsTenantId?: string;
  /** The contact chosen when the dialog opens (a ticket opened from a contact's record). */
  initialContact?: Pick<Contact, "id" | "name" | "email"> | null;
}) {
  const ids = useId();
  // The workspace's active categories (the staff's list or the portal's, from the help desk around the dialog).
  const categories = activeOf(useContext(TicketCategoriesContext));
  const [chosen, setValues] = useState<TicketFormValues>(NEW_TICKET);
  const values = { ...chosen, type: chosen.type || (categories[0]?.key ?? "") };
  const { t } = useTerms();
  const [invalid, setInvalid] = useState<Field[]>([]);
  const [contact, setContact] = useState<Pick<Contact, "id" | "name" | "email"> | null>(initialContact);
  const canSearchContacts = useCanCall(contactsApi.list);
  const pickContact = contactsTenantId !== undefined && canSearchContacts;
  const formRef = useRef<HTMLFormElement>(null);

  const set = <K extends Field>(field: K, value: TicketFormValues[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    if (String(value).trim()) setInvalid((previous) => previous.filter((f) => f !== field));
  };

  const changeOpen = (next: boolean) => {
    if (!next) {
      setValues(NEW_TICKET);
      setInvalid([]);
      setContact(initialContact);
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
      await onSubmit({
        ...values,
        title: values.title.trim(),
        description: values.description.trim(),
        ...(contact ? { contactId: contact.id } : {}),
      });
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
        <Form ref={formRef} noValidate onSubmit={submit} className="grid gap-4">
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
          {pickContact && <ContactField tenantId={contactsTenantId} contact={contact} onChange={setContact} />}
          <DialogFooter className="pt-2">
            <Button type="button" variant="outline" onClick={() => changeOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? "Submitting..." : t("tickets.submit")}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Staff open a ticket on a client's behalf (issue 22): an optional contact, searched by name or e-mail on the server.
 * Chosen, it shows as a chip with Remove; else a button opens the search.
 */
function ContactField({
  tenantId,
  contact,
  onChange,
}: {
  tenantId: string;
  contact: Pick<Contact, "id" | "name" | "email"> | null;
  onChange: (contact: Pick<Contact, "id" | "name" | "email"> | null) => void;
}) {
  const { values } = useTerms();
  const noun = values.contact.one;
  const [searching, setSearching] = useState(false);
  return (
    <fieldset className="grid min-w-0 gap-2">
      <legend className="mb-2 font-medium text-sm leading-none">
        {noun} <span className="font-normal text-muted-foreground">(optional)</span>
      </legend>
      {contact ? (
        <div
          className="flex min-w-0 items-center gap-3 rounded-md border bg-muted/40 px-3 py-2 text-sm"
          data-testid="chosen-contact"
        >
          <UserRound className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span className="min-w-0 flex-1">
            <span className="block truncate font-medium">{contact.name}</span>
            {contact.email && <span className="block truncate text-muted-foreground text-xs">{contact.email}</span>}
          </span>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => {
              onChange(null);
              setSearching(true);
            }}
          >
            <X aria-hidden="true" />
            Remove
          </Button>
        </div>
      ) : searching ? (
        <ContactPicker
          tenantId={tenantId}
          selected={null}
          onSelect={(chosen) => {
            onChange(chosen);
            setSearching(false);
          }}
        />
      ) : (
        <Button type="button" variant="outline" className="w-fit" onClick={() => setSearching(true)}>
          <UserRound aria-hidden="true" />
          Choose a {noun.toLowerCase()}
        </Button>
      )}
    </fieldset>
  );
}
