import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { expect, it } from "vitest";
import { refreshOldServerAnswers } from "./server-answers";

it("asks again only for the server's answers older than a few seconds", async () => {
  const now = Date.now();
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 300_000, retry: false } } });
  const asked: string[] = [];
  for (const [name, age] of [
    ["rendered just now", 1_000],
    ["from the page cache", 25_000],
  ] as const) {
    client.setQueryData([name], "the server's", { updatedAt: now - age });
    // Watched, as by the page on screen: an invalidated query with an observer is fetched again.
    const observer = new QueryObserver(client, {
      queryKey: [name],
      queryFn: async () => {
        asked.push(name);
        return "the browser's";
      },
    });
    observer.subscribe(() => {});
  }
  expect(asked).toEqual([]);

  await refreshOldServerAnswers(client, now);
  expect(asked).toEqual(["from the page cache"]);
  expect(client.getQueryData(["from the page cache"])).toBe("the browser's");
  expect(client.getQueryData(["rendered just now"])).toBe("the server's");
});
