import {
  type ContactField,
  type ContactFieldCreate,
  type ContactFieldUpdate,
  contactFieldsApi,
} from "@engagesuite/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, keyOf, queryOptionsOf } from "@/lib/api-client";

/** The workspace's custom contact fields, in their order (every member reads them: the form and the filter). */
export function useContactFields(tenantId: string) {
  return useQuery({ ...queryOptionsOf(contactFieldsApi.list, { params: { tenantId } }), staleTime: 60_000 });
}

/** A change of the fields (an administrator's): the answer's fields, or the list again, become the cache. */
function useFieldsMutation<T>(tenantId: string, run: (arg: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  const key = keyOf(contactFieldsApi.list, { params: { tenantId } });
  return useMutation({
    mutationFn: run,
    onSuccess: async (answer) => {
      if (Array.isArray(answer)) queryClient.setQueryData(key, answer as ContactField[]);
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

export const useCreateContactField = (tenantId: string) =>
  useFieldsMutation(tenantId, (body: ContactFieldCreate) =>
    call(contactFieldsApi.create, { params: { tenantId }, body }),
  );

export const useUpdateContactField = (tenantId: string) =>
  useFieldsMutation(tenantId, ({ fieldId, body }: { fieldId: string; body: ContactFieldUpdate }) =>
    call(contactFieldsApi.update, { params: { tenantId, fieldId }, body }),
  );

export const useDeleteContactField = (tenantId: string) =>
  useFieldsMutation(tenantId, (fieldId: string) => call(contactFieldsApi.remove, { params: { tenantId, fieldId } }));

export const useReorderContactFields = (tenantId: string) =>
  useFieldsMutation(tenantId, (ids: string[]) =>
    call(contactFieldsApi.reorder, { params: { tenantId }, body: { ids } }),
  );
