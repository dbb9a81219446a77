import { expect, test } from "./fixtures";
import {
  browserApi,
  calendarOf,
  clinicDay,
  DEMO_STAFF,
  expectNoSeriousA11yViolations,
  portalSignInAs,
  receivedMail,
  signInAsStaff,
  tenantOrigin,
} from "./support";

// Appointments end to end (issue 20 point 3): the demo patient asks for an appointment in the portal, a staff member
// books it from the request in the dashboard, the patient gets the e-mail with its calendar invitation, sees it,
// confirms and cancels it (the cancellation's invitation removes it); another client of the clinic sees none of it.

const PATIENT = { email: "patient@demo-health.example", password: "Patient123!" } as const;

test("a patient asks for an appointment, staff book it, the patient confirms and cancels it; mails carry the invitation", async ({
  page,
  browser,
  baseURL,
}) => {
  const demo = tenantOrigin(baseURL, "demo");
  const day = clinicDay(9);
  const since = Date.now();

  // The patient asks for one.
  await portalSignInAs(page, demo, PATIENT.email, PATIENT.password);
  await page.getByRole("tab", { name: "Appointments" }).click();
  await page.getByRole("button", { name: "Request an appointment" }).click();
  await page.getByLabel("Date 1").fill(day);
  await page.getByLabel("Time 1").fill("10:30");
  await page.getByLabel("What is it about? (optional)").fill("End-to-end check-up");
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByText("Request sent. We will get back to you with a time.").first()).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "End-to-end check-up" })).toContainText(
    "Waiting for a time from us",
  );
  await expectNoSeriousA11yViolations(page);

  // A staff member books it from the request.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAsStaff(staff, demo, DEMO_STAFF);
  await staff.goto(`${demo}/tu/admin/dashboard?section=appointments`);
  const requests = staff.getByRole("list", { name: "Appointment requests" });
  const request = requests.getByRole("listitem").filter({ hasText: "End-to-end check-up" });
  await expect(staff.getByRole("list", { name: /^\w+day, / }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(staff);
  await request.getByRole("button", { name: "Book" }).click();
  const dialog = staff.getByRole("dialog", { name: "New appointment" });
  await expect(dialog.getByText("Jamie Rivera")).toBeVisible();
  await expect(dialog.getByLabel("Date")).toHaveValue(day);
  await expect(dialog.getByLabel("Time")).toHaveValue("10:30");
  await dialog.getByLabel("With").selectOption({ label: "Riley Chen" });
  await dialog.getByLabel("Location").fill("Room 4, Main Street clinic");
  await expectNoSeriousA11yViolations(staff);
  await dialog.getByRole("button", { name: "Book appointment" }).click();
  await expect(staff.getByText("Appointment booked").first()).toBeVisible();
  await expect(requests.getByText("End-to-end check-up")).toHaveCount(0);
  await staffContext.close();

  // The e-mail arrives with the calendar invitation.
  const booked = await receivedMail(
    baseURL,
    PATIENT.email,
    (m) => m.subject.startsWith("Your appointment with"),
    since,
  );
  expect(booked.text).toContain("10:30 AM");
  expect(booked.text).toContain("Riley Chen");
  const invitation = calendarOf(booked);
  expect(invitation).toContain("METHOD:REQUEST");
  expect(invitation).toMatch(/UID:[0-9a-f-]{36}@demo\.localhost/);
  expect(invitation).toContain("SEQUENCE:0");
  const uid = /UID:(\S+)/.exec(invitation)![1]!;

  // The patient sees it, confirms it, then cancels it.
  await page.reload();
  await page.getByRole("tab", { name: "Appointments" }).click();
  const card = page.getByRole("listitem").filter({ hasText: "Room 4, Main Street clinic" });
  await expect(card.getByText("With Riley Chen")).toBeVisible();
  await card.getByRole("button", { name: "Confirm" }).click();
  await expect(card.getByText("Confirmed", { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: "Confirm" })).toHaveCount(0);
  await card.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel appointment" }).click();
  await expect(page.getByText("Appointment cancelled").first()).toBeVisible();
  const past = page.getByRole("region", { name: "Past and cancelled" });
  await expect(past.getByText("Cancelled", { exact: true }).first()).toBeVisible();

  const cancelled = await receivedMail(baseURL, PATIENT.email, (m) => m.subject.startsWith("Cancelled:"), since);
  const removal = calendarOf(cancelled);
  expect(removal).toContain("METHOD:CANCEL");
  expect(removal).toContain(`UID:${uid}`);
  expect(removal).toContain("SEQUENCE:2");
  await receivedMail(
    baseURL,
    "staff@demo-health.example",
    (m) => m.subject.startsWith("Jamie Rivera confirmed"),
    since,
  );
});

test("another client of the clinic sees none of the patient's appointments", async ({ page, browser, baseURL }) => {
  const demo = tenantOrigin(baseURL, "demo");
  const email = `other-${Date.now().toString(36)}@example.com`;
  const { call, dispose } = await browserApi(browser, demo);
  const tenant = (await call<{ id: string }>("GET", "/api/tenants/current")).body;
  const registered = await call("POST", "/api/client-portal/register", {
    email,
    firstName: "Other",
    lastName: "Client",
    password: "Other-client-123",
    tenantId: tenant.id,
  });
  expect(registered.status, JSON.stringify(registered.body)).toBeLessThan(300);
  await dispose();

  await portalSignInAs(page, demo, email, "Other-client-123");
  await page.getByRole("tab", { name: "Appointments" }).click();
  await expect(page.getByRole("heading", { name: "No appointments scheduled" })).toBeVisible();
  await expect(page.getByText("Your upcoming appointments will appear here.")).toBeVisible();
  await expect(page.getByText("Riley Chen")).toHaveCount(0);
});
