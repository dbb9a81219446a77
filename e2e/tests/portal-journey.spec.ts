import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures";
import {
  browserApi,
  calendarOf,
  clinicDay,
  createContactFromPage,
  expectNoSeriousA11yViolations,
  portalSignInAs,
  receivedMail,
  signInAsStaff,
  tenantOrigin,
} from "./support";

// Issue 20 point 7, the whole journey through the screens: staff invite a contact to the portal, the client accepts
// from the mail the run's SMTP server received, staff share a PDF and book an appointment from the client's account,
// the client downloads the PDF (the same bytes), receives the calendar invitation, confirms, then cancels; the demo
// clinic's other client and a client of another workspace see none of it. Screenshots at phone width.

const JAMIE = { email: "patient@demo-health.example", password: "Patient123!" } as const;

test("invite, accept, share a PDF, book, download, confirm, cancel; other clients see nothing", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const demo = tenantOrigin(baseURL, "demo");
  const stamp = Date.now();
  const email = `dana.frost.${stamp}@example.com`;
  const name = `Dana Frost${stamp}`;
  const password = "Lantern-harbour-77";
  const fileName = `Lab results ${stamp}.pdf`;
  const pdf = Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% journey ${stamp}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );
  const location = `Room ${stamp % 97}, Main Street clinic`;
  const since = Date.now() - 1_000;

  // Staff: a new contact, invited to the portal from the Portal section.
  await signInAsStaff(page, demo);
  await createContactFromPage(page, name, email);
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("button", { name: "Portal" }).click();
  await page.getByRole("button", { name: "Invite a patient" }).click();
  const invite = page.getByRole("dialog", { name: "Invite to the Patient Portal" });
  await invite.getByLabel("Search patients").fill(name);
  await invite.getByRole("button", { name: new RegExp(email) }).click();
  await invite.getByRole("button", { name: `Invite ${name}` }).click();
  await expect(invite).toBeHidden();

  // The client accepts from the mail, in a browser of their own (phone-sized).
  const mail = await receivedMail(baseURL, email, (m) => m.subject.includes("invitation"), since);
  const link = mail.text.match(/https?:\/\/\S*\/portal\/invitation#token=[A-Za-z0-9_%-]+/)?.[0];
  expect(link, "an invitation link in the mail").toBeTruthy();
  const clientContext = await browser.newContext({ locale: "en-US", viewport: { width: 390, height: 844 } });
  const client = await clientContext.newPage();
  await client.goto(link as string);
  await client.getByLabel("Password", { exact: true }).fill(password);
  await client.getByLabel("Confirm password").fill(password);
  await client.getByRole("button", { name: "Set password and sign in" }).click();
  await client.waitForURL(`${demo}/portal/dashboard`);
  await expect(client.getByText("Hello, Dana")).toBeVisible();

  // Staff: the account is active; from its detail, share the PDF and book an appointment.
  await page.reload();
  const row = page.getByRole("table", { name: "Portal accounts" }).getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("Active");
  await row.getByRole("button", { name: /^Open / }).click();
  const detail = page.getByRole("dialog", { name: /Dana/ });
  await detail.getByRole("tab", { name: "Documents" }).click();
  await detail
    .getByLabel("Files to upload")
    .setInputFiles({ name: fileName, mimeType: "application/pdf", buffer: pdf });
  await expect(detail.getByRole("list", { name: "Documents" })).toContainText(fileName);

  await detail.getByRole("tab", { name: "Appointments" }).click();
  await detail.getByRole("button", { name: "New appointment" }).click();
  const booking = page.getByRole("dialog", { name: "New appointment" });
  await expect(booking.getByText(name)).toBeVisible();
  await booking.getByLabel("Date").fill(clinicDay(10));
  await booking.getByLabel("Time").fill("15:00");
  await booking.getByLabel("With").selectOption({ label: "Riley Chen" });
  await booking.getByLabel("Location").fill(location);
  await booking.getByRole("button", { name: "Book appointment" }).click();
  await expect(page.getByText("Appointment booked").first()).toBeVisible();

  // The client: the document-shared mail and the booking's calendar invitation.
  const shared = await receivedMail(baseURL, email, (m) => m.subject.includes("shared a document"), since);
  expect(shared.text).toContain(fileName);
  const booked = await receivedMail(baseURL, email, (m) => m.subject.startsWith("Your appointment with"), since);
  const invitation = calendarOf(booked);
  expect(invitation).toContain("METHOD:REQUEST");
  const uid = /UID:(\S+)/.exec(invitation)![1]!;

  // The client downloads the PDF: the same bytes.
  await client.reload();
  await client.getByRole("tab", { name: "Documents" }).click();
  const document = client.getByRole("listitem").filter({ hasText: fileName });
  await expect(document).toBeVisible();
  await expectNoSeriousA11yViolations(client);
  await client.screenshot({ path: "e2e/.artifacts/portal-journey-documents-390.png", fullPage: true });
  const [download] = await Promise.all([
    client.waitForEvent("download"),
    document.getByRole("button", { name: `Download ${fileName}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(fileName);
  expect(Buffer.compare(await readFile((await download.path())!), pdf)).toBe(0);
  const documentId = await client.evaluate(async (fileName) => {
    const answer = await (await fetch("/api/client-portal/documents")).json();
    return answer.documents.find((d: { name: string }) => d.name === fileName)?.id as string;
  }, fileName);
  expect(documentId).toBeTruthy();

  // … confirms the appointment, then cancels it.
  await client.getByRole("tab", { name: "Appointments" }).click();
  const card = client.getByRole("listitem").filter({ hasText: location });
  await card.getByRole("button", { name: "Confirm" }).click();
  await expect(card.getByText("Confirmed", { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(client);
  await client.screenshot({ path: "e2e/.artifacts/portal-journey-appointments-390.png", fullPage: true });
  await card.getByRole("button", { name: "Cancel" }).click();
  await client.getByRole("alertdialog").getByRole("button", { name: "Cancel appointment" }).click();
  await expect(client.getByText("Appointment cancelled").first()).toBeVisible();
  const cancelled = await receivedMail(baseURL, email, (m) => m.subject.startsWith("Cancelled:"), since);
  expect(calendarOf(cancelled)).toContain(`UID:${uid}`);
  expect(calendarOf(cancelled)).toContain("METHOD:CANCEL");
  await clientContext.close();

  // Another client of the clinic (Jamie) sees none of it, and cannot fetch the document by its id.
  const jamieContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const jamie = await jamieContext.newPage();
  await portalSignInAs(jamie, demo, JAMIE.email, JAMIE.password);
  await jamie.getByRole("tab", { name: "Documents" }).click();
  await expect(jamie.getByRole("list", { name: "Documents" })).toBeVisible();
  await expect(jamie.getByText(fileName)).toHaveCount(0);
  await jamie.getByRole("tab", { name: "Appointments" }).click();
  await expect(jamie.getByText(location)).toHaveCount(0);
  const jamieTries = await jamie.evaluate(
    async (id) => (await fetch(`/api/client-portal/documents/${id}/link`)).status,
    documentId,
  );
  expect(jamieTries).toBe(404);
  await jamieContext.close();

  // A client of another workspace: nothing, and the document's id means nothing there.
  const summit = tenantOrigin(baseURL, "summit");
  const other = { email: `outsider-${stamp}@example.com`, password: "Outsider-secret-9" };
  const api = await browserApi(browser, summit);
  const summitTenant = (await api.call<{ id: string }>("GET", "/api/tenants/current")).body;
  const registered = await api.call("POST", "/api/client-portal/register", {
    ...other,
    firstName: "Owen",
    lastName: "Outsider",
    tenantId: summitTenant.id,
  });
  expect(registered.status, JSON.stringify(registered.body)).toBeLessThan(300);
  await api.dispose();
  const outsiderContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const outsider = await outsiderContext.newPage();
  await portalSignInAs(outsider, summit, other.email, other.password);
  await outsider.getByRole("tab", { name: "Documents" }).click();
  await expect(outsider.getByRole("heading", { name: "No documents found" })).toBeVisible();
  await outsider.getByRole("tab", { name: "Appointments" }).click();
  await expect(outsider.getByRole("heading", { name: "No appointments scheduled" })).toBeVisible();
  const outsiderTries = await outsider.evaluate(
    async (id) => (await fetch(`/api/client-portal/documents/${id}/link`)).status,
    documentId,
  );
  expect(outsiderTries).toBe(404);
  await outsiderContext.close();
});
