import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, errorMessage, errorStatus, getJson, getQueryFn, readApiError, sendJson } from "./api";

function mockFetch(response: Response) {
  const fn = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response);
  vi.stubGlobal("fetch", fn);
  return fn;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("apiRequest", () => {
  it("sends JSON with credentials included", async () => {
    const fetchMock = mockFetch(new Response("{}", { status: 200 }));
    await apiRequest("POST", "/api/client-portal/login", { email: "a@b.co", password: "x" });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/client-portal/login");
    expect(init?.method).toBe("POST");
    expect(init?.credentials).toBe("include");
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");
    expect(JSON.parse(String(init?.body))).toEqual({ email: "a@b.co", password: "x" });
  });

  it("sends no body and no content type without a body, still with credentials", async () => {
    const fetchMock = mockFetch(new Response(null, { status: 204 }));
    await apiRequest("DELETE", "/api/contacts/1");
    const init = fetchMock.mock.calls[0]![1];
    expect(init?.body).toBeUndefined();
    expect(new Headers(init?.headers).has("Content-Type")).toBe(false);
    expect(init?.credentials).toBe("include");
  });

  it("throws 'status: body text' on a non-OK answer", async () => {
    mockFetch(new Response('{"message":"tenant mismatch"}', { status: 403, statusText: "Forbidden" }));
    const error = await apiRequest("GET", "/api/x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe('403: {"message":"tenant mismatch"}');
    expect(errorStatus(error)).toBe(403);
  });

  it("uses the status text when the body is empty", async () => {
    mockFetch(new Response("", { status: 502, statusText: "Bad Gateway" }));
    await expect(apiRequest("GET", "/api/x")).rejects.toThrow("502: Bad Gateway");
  });
});

describe("getJson and sendJson", () => {
  it("parse the JSON answer", async () => {
    mockFetch(new Response('[{"id":1}]', { status: 200 }));
    await expect(getJson("/api/public/verticals")).resolves.toEqual([{ id: 1 }]);
    mockFetch(new Response(null, { status: 204 }));
    await expect(sendJson("DELETE", "/api/contacts/1")).resolves.toBeUndefined();
  });
});

describe("readApiError and errorMessage", () => {
  it("read the server's { message, fieldErrors } from the error", () => {
    const error = new ApiError(400, JSON.stringify({ message: "Invalid request", fieldErrors: { email: ["bad"] } }));
    expect(readApiError(error)).toEqual({ message: "Invalid request", fieldErrors: { email: ["bad"] } });
    expect(errorMessage(error, "Login failed")).toBe("Invalid request");
  });

  it("also read a plain Error in the 'status: text' form, and a wrapped one through its cause", () => {
    expect(readApiError(new Error('409: {"message":"Conflict"}'))?.message).toBe("Conflict");
    const wrapped = new Error("Failed to get tenant information", { cause: new ApiError(404, '{"message":"x"}') });
    expect(errorStatus(wrapped)).toBe(404);
    expect(readApiError(wrapped)?.message).toBe("x");
  });

  it("give null and the fallback for non-JSON bodies and foreign errors", () => {
    expect(readApiError(new ApiError(500, "Internal Server Error"))).toBeNull();
    expect(readApiError("nope")).toBeNull();
    expect(errorStatus(new Error("boom"))).toBeNull();
    expect(errorMessage(new TypeError("Failed to fetch"), "Login failed")).toBe("Login failed");
  });
});

describe("getQueryFn", () => {
  const context = (queryKey: readonly unknown[]) =>
    ({ queryKey, signal: new AbortController().signal, meta: undefined }) as unknown as Parameters<
      ReturnType<typeof getQueryFn>
    >[0];

  it("fetches the joined query key with credentials and throws on 401 by default", async () => {
    const fetchMock = mockFetch(new Response("Unauthorized", { status: 401 }));
    await expect(getQueryFn()(context(["/api/tenants", "t1", "contacts"]))).rejects.toThrow("401: Unauthorized");
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/tenants/t1/contacts");
    expect(fetchMock.mock.calls[0]![1]?.credentials).toBe("include");
  });

  it("answers null on 401 with on401: returnNull", async () => {
    mockFetch(new Response("Unauthorized", { status: 401 }));
    await expect(getQueryFn({ on401: "returnNull" })(context(["/api/auth/me"]))).resolves.toBeNull();
  });
});
