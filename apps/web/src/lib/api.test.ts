import { http } from "msw";
import { describe, expect, it } from "vitest";
import { server } from "@/test/server";
import { ApiError, apiRequest, errorMessage, errorStatus, getJson, getQueryFn, readApiError, sendJson } from "./api";

/** Answers every request with this response; returns the requests the app sent (cloned, bodies readable). */
function answerAll(response: Response): Request[] {
  const requests: Request[] = [];
  server.use(
    http.all("*", ({ request }) => {
      requests.push(request.clone());
      return response.clone();
    }),
  );
  return requests;
}

describe("apiRequest", () => {
  it("sends JSON with credentials included", async () => {
    const requests = answerAll(new Response("{}", { status: 200 }));
    await apiRequest("POST", "/api/client-portal/login", { email: "a@b.co", password: "x" });
    const request = requests[0]!;
    expect(new URL(request.url).pathname).toBe("/api/client-portal/login");
    expect(request.method).toBe("POST");
    expect(request.credentials).toBe("include");
    expect(request.headers.get("Content-Type")).toBe("application/json");
    expect(await request.json()).toEqual({ email: "a@b.co", password: "x" });
  });

  it("sends no body and no content type without a body, still with credentials", async () => {
    const requests = answerAll(new Response(null, { status: 204 }));
    await apiRequest("DELETE", "/api/contacts/1");
    const request = requests[0]!;
    expect(request.body).toBeNull();
    expect(request.headers.has("Content-Type")).toBe(false);
    expect(request.credentials).toBe("include");
  });

  it("throws 'status: body text' on a non-OK answer", async () => {
    answerAll(new Response('{"message":"tenant mismatch"}', { status: 403, statusText: "Forbidden" }));
    const error = await apiRequest("GET", "/api/x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe('403: {"message":"tenant mismatch"}');
    expect(errorStatus(error)).toBe(403);
  });

  it("uses the status text when the body is empty", async () => {
    answerAll(new Response("", { status: 502, statusText: "Bad Gateway" }));
    await expect(apiRequest("GET", "/api/x")).rejects.toThrow("502: Bad Gateway");
  });
});

describe("getJson and sendJson", () => {
  it("parse the JSON answer", async () => {
    answerAll(new Response('[{"id":1}]', { status: 200 }));
    await expect(getJson("/api/public/verticals")).resolves.toEqual([{ id: 1 }]);
    answerAll(new Response(null, { status: 204 }));
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
    const requests = answerAll(new Response("Unauthorized", { status: 401 }));
    await expect(getQueryFn()(context(["/api/tenants", "t1", "contacts"]))).rejects.toThrow("401: Unauthorized");
    expect(new URL(requests[0]!.url).pathname).toBe("/api/tenants/t1/contacts");
    expect(requests[0]!.credentials).toBe("include");
  });

  it("answers null on 401 with on401: returnNull", async () => {
    answerAll(new Response("Unauthorized", { status: 401 }));
    await expect(getQueryFn({ on401: "returnNull" })(context(["/api/auth/me"]))).resolves.toBeNull();
  });
});
