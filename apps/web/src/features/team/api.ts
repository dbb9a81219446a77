import { staffSecurityApi, TEAM_PAGE_SIZE, type TeamRole, teamApi } from "@engagesuite/shared";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, keyOf, queryOptionsOf } from "@/lib/api-client";
import { tenantQueryOptions } from "@/lib/query-client";

export interface TeamFilters {
  search: string;
  page: number;
}

function queryOf(filters: TeamFilters) {
  return { page: filters.page, pageSize: TEAM_PAGE_SIZE, ...(filters.search ? { search: filters.search } : {}) };
}

/** One server page of the team (search on the server), with the total and the plan's seats. */
export function useTeam(tenantId: string, filters: TeamFilters) {
  return useQuery({
    ...queryOptionsOf(teamApi.list, { params: { tenantId }, query: queryOf(filters) }),
    placeholderData: keepPreviousData,
    ...tenantQueryOptions,
    staleTime: 0,
  });
}

/** Every change to the team refreshes its list (all pages and searches: they share the path in their keys). */
function useTeamMutation<T, R>(tenantId: string, run: (arg: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    // The key without a query is the path alone: a prefix of every page's and search's key.
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: keyOf(teamApi.list, { params: { tenantId }, query: {} }).slice(0, 1) }),
  });
}

export const useInvite = (tenantId: string) =>
  useTeamMutation(tenantId, (body: { email: string; firstName: string; lastName: string; role: TeamRole }) =>
    call(teamApi.invite, { params: { tenantId }, body }),
  );

export const useResendInvitation = (tenantId: string) =>
  useTeamMutation(tenantId, (userId: string) => call(teamApi.resend, { params: { tenantId, userId } }));

export const useRevokeInvitation = (tenantId: string) =>
  useTeamMutation(tenantId, (userId: string) => call(teamApi.revoke, { params: { tenantId, userId } }));

export const useChangeRole = (tenantId: string) =>
  useTeamMutation(tenantId, ({ userId, role }: { userId: string; role: TeamRole }) =>
    call(teamApi.changeRole, { params: { tenantId, userId }, body: { role } }),
  );

export const useDeactivate = (tenantId: string) =>
  useTeamMutation(tenantId, (userId: string) => call(teamApi.deactivate, { params: { tenantId, userId } }));

export const useReactivate = (tenantId: string) =>
  useTeamMutation(tenantId, (userId: string) => call(teamApi.reactivate, { params: { tenantId, userId } }));

/** The admin's "send a password reset link" for an active member (issue 17 point 10). */
export const useSendResetLink = (tenantId: string) =>
  useMutation({
    mutationFn: (userId: string) => call(staffSecurityApi.memberPasswordReset, { params: { tenantId, userId } }),
  });
