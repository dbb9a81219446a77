import { act, fireEvent, render, screen } from "@testing-library/react";
import { Link, MemoryRouter, type RouteObject } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MAIN_HOST } from "@/test/render";
import { AppRoutes } from "./app-routes";
import { AppProviders } from "./providers";
import { RootLayout } from "./root-layout";

function Broken(): never {
  throw new Error("render failed");
}

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        index: true,
        element: (
          <>
            <h1>Home</h1>
            <Link to="/broken">Broken</Link>
            <Link to="/?tab=2">Tab</Link>
            <Link to="/other">Other</Link>
          </>
        ),
      },
      { path: "other", element: <h1>Other</h1> },
      { path: "broken", element: <Broken /> },
    ],
  },
];

let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrollTo = vi.fn();
  vi.stubGlobal("scrollTo", scrollTo);
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("AppRoutes", () => {
  it("shows the error page when a page fails, and the next page once the user moves on", async () => {
    render(
      <AppProviders host={MAIN_HOST}>
        <MemoryRouter initialEntries={["/broken"]}>
          <AppRoutes routes={routes} />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(await screen.findByRole("heading", { name: "Something went wrong" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reload page" })).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole("link", { name: "Back to home" })));
    expect(await screen.findByRole("heading", { name: "Home" })).toBeInTheDocument();
  });

  it("starts a new page at the top, but not when only the query changes or on first load", async () => {
    render(
      <MemoryRouter initialEntries={["/"]}>
        <AppRoutes routes={routes} />
      </MemoryRouter>,
    );
    await screen.findByRole("heading", { name: "Home" });
    expect(scrollTo).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole("link", { name: "Tab" })));
    expect(scrollTo).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole("link", { name: "Other" })));
    expect(await screen.findByRole("heading", { name: "Other" })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
