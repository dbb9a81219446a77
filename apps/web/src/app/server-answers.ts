import type { QueryClient } from "@tanstack/react-query";

/** A server-rendered answer younger than this is shown as it is; an older one (the server's page cache) is asked again. */
export const SERVER_ANSWER_FRESH_MS = 5_000;

/**
 * After a server-rendered page is taken over: asks again for the answers it was rendered with that are older than
 * SERVER_ANSWER_FRESH_MS (the server caches a page up to 30 s), as a page the script renders itself would; a page
 * rendered just now costs no second round of requests. What comes back unchanged changes nothing on screen.
 */
export function refreshOldServerAnswers(queryClient: QueryClient, now = Date.now()): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => now - query.state.dataUpdatedAt > SERVER_ANSWER_FRESH_MS,
  });
}
