import { EMAIL_VERIFICATION_MESSAGES, PORTAL_USER_STORAGE_KEY } from "@engagesuite/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { tenantRoutes } from "@/app/router";
import { portalUser, queryTenantHost, renderRoutes, tenantHost } from "@/test/render";
import { mockApi } from "@/test/server";

afterEach(() => {
  sessionStorage.clear();
});

const TOKEN = `v1.${"a".repeat(80)}`;
const NOT_SIGNED_IN = { "GET /api/client-portal/me": { status: 401, body: { message: "Not signed in" } } };

describe("/portal/verify-email", () => {
  it("changes nothing on opening: the token is posted only when the client confirms", async () => {
    const api = mockApi({
      ...NOT_SIGNED_IN,
      "POST /api/client-portal/verify-email": { body: { message: EMAIL_VERIFICATION_MESSAGES.verified } },
    });
    renderRoutes(tenantRoutes, `/portal/verify-email?token=${TOKEN}`, tenantHost("acme"));
    const confirm = await screen.findByRole("button", { name: "Confirm e-mail address" });
    expect(screen.getByRole("heading", { level: 1, name: "Confirm your e-mail address" })).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/client-portal/verify-email")).toHaveLength(0);

    await userEvent.click(confirm);
    expect(await screen.findByText(EMAIL_VERIFICATION_MESSAGES.verified)).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/client-portal/verify-email")[0]?.body).toEqual({ token: TOKEN });
    expect(screen.getByRole("link", { name: "Go to sign in" })).toHaveAttribute("href", "/portal/login");
  });

  it("marks the signed-in client verified and leads to the dashboard (keeping ?tenant=)", async () => {
    const me = portalUser({ emailVerified: false });
    mockApi({
      "GET /api/client-portal/me": { body: me },
      "POST /api/client-portal/verify-email": { body: { message: EMAIL_VERIFICATION_MESSAGES.verified } },
    });
    renderRoutes(tenantRoutes, `/portal/verify-email?token=${TOKEN}&tenant=acme`, queryTenantHost("acme"));
    await userEvent.click(await screen.findByRole("button", { name: "Confirm e-mail address" }));
    expect(await screen.findByRole("link", { name: "Go to your dashboard" })).toHaveAttribute(
      "href",
      "/portal/dashboard?tenant=acme",
    );
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem(PORTAL_USER_STORAGE_KEY) ?? "{}")).toMatchObject({
        emailVerified: true,
      }),
    );
  });

  it("shows the server's message for an expired or altered link", async () => {
    mockApi({
      ...NOT_SIGNED_IN,
      "POST /api/client-portal/verify-email": { status: 400, body: { message: EMAIL_VERIFICATION_MESSAGES.invalid } },
    });
    renderRoutes(tenantRoutes, `/portal/verify-email?token=${TOKEN}`, tenantHost("acme"));
    await userEvent.click(await screen.findByRole("button", { name: "Confirm e-mail address" }));
    expect(await screen.findByText(EMAIL_VERIFICATION_MESSAGES.invalid)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Confirm e-mail address" })).not.toBeInTheDocument();
  });

  it("without a token says the link is not valid and offers nothing to post", async () => {
    const api = mockApi(NOT_SIGNED_IN);
    renderRoutes(tenantRoutes, "/portal/verify-email", tenantHost("acme"));
    expect(await screen.findByText(EMAIL_VERIFICATION_MESSAGES.invalid)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Confirm e-mail address" })).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });
});
