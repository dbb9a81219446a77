import { NativeSelect } from "@/components/ui/native-select";
import { useContactOwners } from "./queries";

/** The add/edit form's Owner (issue 21): a member of the team or none. Its own chunk. */
export function OwnerSelect({
  tenantId,
  id,
  value,
  onChange,
}: {
  tenantId: string;
  id: string;
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const owners = useContactOwners(tenantId).data ?? [];
  return (
    <NativeSelect
      id={id}
      name="ownerUserId"
      value={value ?? ""}
      onChange={(event) => onChange(event.target.value || null)}
    >
      <option value="">No owner</option>
      {owners.map((owner) => (
        <option key={owner.id} value={owner.id}>
          {owner.name}
        </option>
      ))}
      {/* An owner no longer in the team (deactivated) stays chosen until changed. */}
      {value && owners.length > 0 && !owners.some((o) => o.id === value) && (
        <option value={value}>Former member</option>
      )}
    </NativeSelect>
  );
}
