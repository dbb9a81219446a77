import { type AuditAction, auditApi } from "@engagesuite/shared";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { call, keyOf } from "@/lib/api-client";
import { tenantQueryOptions } from "@/lib/query-client";

export interface AuditFilters {
  person: string | null;
  action: AuditAction | null;
}

const AUDIT_PAGE_SIZE = 50;

function queryOf(filters: AuditFilters, cursor?: string) {
  return {
    limit: AUDIT_PAGE_SIZE,
    ...(filters.person ? { person: filters.person } : {}),
    ...(filters.action ? { action: filters.action } : {}),
    ...(cursor ? { cursor } : {}),
  };
}

/** The tenant's audit events for the filters, newest first, one server page at a time ("Load more"). */
export function useAuditEvents(tenantId: string, filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: keyOf(auditApi.list, { params: { tenantId }, query: queryOf(filters) }),
    queryFn: ({ pageParam }) =>
      call(auditApi.list, { params: { tenantId }, query: queryOf(filters, pageParam ?? undefined) }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    ...tenantQueryOptions,
  });
}
