import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { applyInitialTheme, readStoredTheme } from "./theme";
import { ThemeProvider } from "./theme-provider";
import { ThemeToggle } from "./theme-toggle";

const html = document.documentElement;

describe("theme", () => {
  it("is light by default: no dark class, nothing stored", () => {
    expect(readStoredTheme()).toBe("light");
    expect(applyInitialTheme()).toBe("light");
    expect(html.classList.contains("dark")).toBe(false);
  });

  it("applies a theme stored under 'theme' before render, and ignores junk", () => {
    localStorage.setItem("theme", "dark");
    expect(applyInitialTheme()).toBe("dark");
    expect(html.classList.contains("dark")).toBe(true);
    localStorage.setItem("theme", "purple");
    expect(applyInitialTheme()).toBe("light");
    expect(html.classList.contains("dark")).toBe(false);
  });

  it("toggles the dark class on <html> and stores the choice under 'theme'", async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider>
        <ThemeToggle />
      </ThemeProvider>,
    );
    expect(html.classList.contains("dark")).toBe(false);

    await user.click(screen.getByRole("button", { name: "Switch to dark theme" }));
    expect(html.classList.contains("dark")).toBe(true);
    expect(localStorage.getItem("theme")).toBe("dark");

    await user.click(screen.getByRole("button", { name: "Switch to light theme" }));
    expect(html.classList.contains("dark")).toBe(false);
    expect(localStorage.getItem("theme")).toBe("light");
  });
});
