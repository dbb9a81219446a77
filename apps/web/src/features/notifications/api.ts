import { type NotificationPreference, notificationsApi } from "@engagesuite/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, keyOf, queryOptionsOf } from "@/lib/api-client";

/** The bell's badge is refreshed every 30 s (and when the window regains focus). */
export const UNREAD_POLL_MS = 30_000;
/** How many notifications the bell's list shows. */
export const BELL_LIST_SIZE = 15;

export const UNREAD_KEY = keyOf(notificationsApi.unreadCount, {});
/** Every page of the list (its keys start with the list's path). */
const LIST_QUERY = { query: { limit: BELL_LIST_SIZE } };
const LIST_ROOT = keyOf(notificationsApi.list, LIST_QUERY).slice(0, 1);

export function useUnreadCount() {
  return useQuery({ ...queryOptionsOf(notificationsApi.unreadCount, {}), refetchInterval: UNREAD_POLL_MS });
}

export function useNotificationList(enabled: boolean) {
  return useQuery({ ...queryOptionsOf(notificationsApi.list, LIST_QUERY), enabled });
}

function useRefreshBell() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: UNREAD_KEY }),
      queryClient.invalidateQueries({ queryKey: LIST_ROOT }),
    ]);
}

export function useMarkRead() {
  const refresh = useRefreshBell();
  return useMutation({
    mutationFn: (notificationId: string) => call(notificationsApi.markRead, { params: { notificationId } }),
    onSettled: refresh,
  });
}

export function useMarkAllRead() {
  const refresh = useRefreshBell();
  return useMutation({
    mutationFn: (upTo: string) => call(notificationsApi.markAllRead, { body: { upTo } }),
    onSettled: refresh,
  });
}

export const PREFERENCES_KEY = keyOf(notificationsApi.getPreferences, {});

export function usePreferences() {
  return useQuery(queryOptionsOf(notificationsApi.getPreferences, {}));
}

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: NotificationPreference[]) =>
      call(notificationsApi.putPreferences, { body: { preferences } }),
    onSuccess: (answer) => queryClient.setQueryData(PREFERENCES_KEY, answer),
  });
}
