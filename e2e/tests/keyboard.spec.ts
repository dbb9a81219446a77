import { expect, type Page, test } from "./fixtures";
import { portalSignInAs, signInAsStaff, signInAsSuperAdmin, tenantOrigin } from "./support";

// Keyboard alone (issue 23 point 7): Tab lands on every control of a screen, each with a focus a person can see, and
// one Escape closes any dialog whatever inside it has focus.

/**
 * Tabs through the page from its top until focus comes back round, and answers what it visited: every control that
 * takes focus, and the ones whose focus shows neither an outline nor a ring (box-shadow).
 */
async function tabWalk(page: Page) {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  // The walk compares a control's look focused and blurred at once: a transition (a switch's ring fades in over
  // 150 ms) would hide the difference it ends in.
  await page.addStyleTag({ content: "*, *::before, *::after { transition: none !important; }" });
  const visited = new Set<string>();
  const unseen: string[] = [];
  let first: string | null = null;
  for (let step = 0; step < 400; step++) {
    await page.keyboard.press("Tab");
    const focus = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      el.dataset.walkId ??= String(Math.random());
      // The focus shows when the element, or a card around it (a focus-within ring), looks different focused.
      const chain: Element[] = [];
      for (let node: Element | null = el; node && chain.length < 5; node = node.parentElement) chain.push(node);
      const look = () =>
        chain.map((node) => {
          const style = getComputedStyle(node);
          return `${style.outlineStyle} ${style.outlineWidth} ${style.boxShadow} ${style.borderColor} ${style.backgroundColor} ${style.textDecorationLine}`;
        });
      let shows: boolean;
      if (el.matches("input, select, textarea")) {
        // A field keeps its place inside itself (a date's day, month, year): it is read, never re-focused.
        const style = getComputedStyle(el);
        shows =
          (style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0) || style.boxShadow !== "none";
      } else {
        const focused = look();
        el.blur();
        const blurred = look();
        el.focus();
        shows = focused.some((value, i) => value !== blurred[i]);
      }
      const label = (el as HTMLInputElement).labels?.[0]?.textContent;
      const name = `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? label ?? el.textContent ?? "").trim().slice(0, 40)}"`;
      return { id: el.dataset.walkId, shows, name };
    });
    if (!focus) continue;
    if (focus.id === first) break;
    first ??= focus.id;
    visited.add(focus.id);
    if (!focus.shows) unseen.push(focus.name);
  }
  const missed = await page.evaluate(
    (ids) => {
      const seen = new Set(ids);
      const controls = document.querySelectorAll<HTMLElement>(
        'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex="0"]',
      );
      return (
        [...controls]
          .filter((el) => el.checkVisibility() && el.tabIndex >= 0 && !el.closest("[inert], [aria-hidden='true']"))
          // A roving-focus group (tabs, radio groups) hands its focus to its current item at once.
          .filter((el) => !el.matches('[role="tablist"], [role="radiogroup"], [role="toolbar"], [role="menubar"]'))
          // Of a group of radio buttons, Tab lands on the checked one (arrows move between them).
          .filter((el) => !el.matches('input[type="radio"]:not(:checked)'))
          .filter((el) => !seen.has(el.dataset.walkId ?? ""))
          .map(
            (el) =>
              `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`,
          )
      );
    },
    [...visited],
  );
  return { visited: visited.size, missed, unseen };
}

async function expectWalkable(page: Page) {
  // A sign-in's toast comes and goes on its own: the walk is of the screen.
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  const walk = await tabWalk(page);
  expect(walk.visited).toBeGreaterThan(3);
  expect(walk.missed, "controls Tab never reached").toEqual([]);
  expect(walk.unseen, "controls whose focus does not show").toEqual([]);
}

test.describe("keyboard", () => {
  test("Tab reaches every control of the public pages with a visible focus", async ({ page, baseURL }) => {
    for (const path of ["/", "/pricing", "/login", "/onboarding"]) {
      await page.goto(path);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      await expectWalkable(page);
    }
    await page.goto(`${tenantOrigin(baseURL, "demo")}/portal/login`);
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await expectWalkable(page);
  });

  test("Tab reaches every control of each dashboard section, the portal and the war room, with a visible focus", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const demo = tenantOrigin(baseURL, "demo");
    await signInAsStaff(page, demo);
    const sections = [
      "contacts",
      "help-desk",
      "appointments",
      "portal",
      "knowledge-base",
      "help-articles",
      "users",
      "billing",
      "settings",
      "domains",
      "audit",
    ];
    for (const section of sections) {
      await test.step(section, async () => {
        await page.goto(`${demo}/tu/admin/dashboard?section=${section}`);
        await page.getByRole("heading", { level: 2 }).first().waitFor();
        // What a section loads shows before the walk: no skeleton left.
        await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0, { timeout: 15_000 });
        await expectWalkable(page);
      });
    }

    // A contact's own page, a ticket's own page, and the member's account.
    await test.step("contact record", async () => {
      await page.goto(`${demo}/tu/admin/dashboard?section=contacts`);
      await page.getByPlaceholder("Search patients...").fill("Jamie Rivera");
      await page.getByRole("table", { name: "Patients" }).getByRole("link", { name: "Jamie Rivera" }).click();
      await expect(page.getByRole("heading", { level: 2, name: "Jamie Rivera" })).toBeVisible();
      await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0, { timeout: 15_000 });
      await expectWalkable(page);
    });
    await test.step("ticket", async () => {
      await page.goto(`${demo}/tu/admin/dashboard?section=help-desk`);
      // The triage table's title links, or the cards' View Details.
      await page.locator('a[href*="ticket="], [data-ticket-number] button').first().click();
      await expect(page).toHaveURL(/[?&]ticket=/);
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0, { timeout: 15_000 });
      await expectWalkable(page);
    });
    await test.step("my account", async () => {
      await page.goto(`${demo}/tu/admin/account`);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0, { timeout: 15_000 });
      await expectWalkable(page);
    });

    const client = await page.context().browser()!.newContext();
    const landing = await client.newPage();
    await test.step("tenant landing", async () => {
      await landing.goto(`${demo}/`);
      await landing.getByRole("heading", { level: 1 }).first().waitFor();
      await expectWalkable(landing);
    });
    await landing.close();
    const portal = await client.newPage();
    await portalSignInAs(portal, demo, "patient@demo-health.example", "Patient123!");
    for (const tab of ["", "?tab=documents", "?tab=appointments"]) {
      await test.step(`portal ${tab || "dashboard"}`, async () => {
        await portal.goto(`${demo}/portal/dashboard${tab}`);
        await portal.getByRole("heading", { level: 1 }).first().waitFor();
        await expect(portal.locator('[data-slot="skeleton"]')).toHaveCount(0, { timeout: 15_000 });
        await expectWalkable(portal);
      });
    }
    await client.close();

    await signInAsSuperAdmin(page);
    for (const view of ["", "?view=tenants", "?view=sign-ins"]) {
      await test.step(`war room ${view || "overview"}`, async () => {
        await page.goto(`/su/admin/dashboard${view}`);
        await page.getByRole("heading", { level: 1 }).first().waitFor();
        await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0, { timeout: 15_000 });
        await expectWalkable(page);
      });
    }
  });

  test("one Escape closes a dialog whatever inside it has focus", async ({ page, baseURL }) => {
    const demo = tenantOrigin(baseURL, "demo");
    await signInAsStaff(page, demo);
    const dialog = page.getByRole("dialog");
    const openAdd = async () => {
      await page.getByRole("button", { name: "Add Patient" }).click();
      await expect(dialog).toBeVisible();
    };
    // A select, a text area, the dialog's own text (focus on nothing in particular), a button.
    await openAdd();
    await dialog.getByLabel("Type").focus();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await openAdd();
    await dialog.getByLabel("Notes").focus();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await openAdd();
    await dialog.getByText("Add a person or organisation").click();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await page.goto(`${demo}/tu/admin/dashboard?section=help-desk`);
    await page.getByRole("button", { name: "Create Request" }).first().click();
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Priority").focus();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await page.goto(`${demo}/tu/admin/dashboard?section=users`);
    await page.getByRole("button", { name: "Invite member" }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Send invitation" }).focus();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
});
