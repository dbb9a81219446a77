import { type Endpoint, type EndpointAnswer, type EndpointInput, endpointUrl } from "@engagesuite/shared";
import { apiRequest } from "./api";

/**
 * The typed client: feature code names a declared endpoint (`contactsApi.update`) and passes its params, query and
 * body; the URL, method and types come from the declaration the server registered. No URL is written by hand.
 */

/** The URL of a call to an endpoint (for a link or a download, e.g. the contacts export). */
export function urlOf<E extends Endpoint>(endpoint: E, input: EndpointInput<E>): string {
  return endpointUrl(endpoint, input as { params?: unknown; query?: unknown });
}

async function send<E extends Endpoint>(endpoint: E, input: EndpointInput<E>): Promise<Response> {
  const { body } = input as { body?: unknown };
  return apiRequest(endpoint.method, urlOf(endpoint, input), body);
}

async function parsed<T>(res: Response): Promise<T> {
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Calls an endpoint and answers its parsed success answer; a non-2xx answer throws ApiError. */
export async function call<E extends Endpoint>(endpoint: E, input: EndpointInput<E>): Promise<EndpointAnswer<E>> {
  return parsed<EndpointAnswer<E>>(await send(endpoint, input));
}

/** Like `call`, with the answer's headers (paging cursors and counts travel there). */
export async function callWithHeaders<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
): Promise<{ data: EndpointAnswer<E>; headers: Headers }> {
  const res = await send(endpoint, input);
  return { data: await parsed<EndpointAnswer<E>>(res), headers: res.headers };
}

/**
 * The query key of a GET: its filled path first (so invalidating by a path prefix still works), then its query. Use
 * with `queryOptionsOf` or invalidate with `queryClient.invalidateQueries({ queryKey: keyOf(endpoint, input) })`.
 */
export function keyOf<E extends Endpoint>(endpoint: E, input: EndpointInput<E>): readonly unknown[] {
  const { query } = input as { query?: unknown };
  const path = urlOf(endpoint, { params: (input as { params?: unknown }).params } as EndpointInput<E>);
  return query === undefined ? [path] : [path, query];
}

/** TanStack Query options for a GET endpoint: its key and a query function that calls it. */
export function queryOptionsOf<E extends Endpoint>(endpoint: E, input: EndpointInput<E>) {
  return {
    queryKey: keyOf(endpoint, input),
    queryFn: () => call(endpoint, input),
  };
}
