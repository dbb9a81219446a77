import { randomUUID } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, users } from "../../db/schema";
import { DEMO_LOGINS } from "../../db/seed/accounts";
import { Mailer, type Mailer as MailerType, outboxOnlyTransport } from "../../providers/mail/mailer";
import { tenants } from "../../tenancy/schema";
import { createTestApp, demoTenantIds, type TestApp } from "../../test/harness";
import { call, portalCookie, staffCookie } from "../../test/http";
import { portalClients } from "../portal/schema";
import { sendDueReminders } from "./reminders";
import { appointmentRequests, appointments } from "./schema";

const A = "demo.localhost:3000";
const B = "summit.localhost:3000";
const LA = "America/Los_Angeles";
const DENVER = "America/Denver";
const HOUR = 3_600_000;

let t: TestApp;
let ids: { demo: string; summit: string };
let staffA: string;
let adminB: string;
let jamie: string;
let otherClientA: string;
let portalB: string;
let jamieId: string;
let otherClientId: string;
let summitClientId: string;
let riley: string;
let avery: string;
let jordan: string;
/** The servers' clock runs this far ahead of the real one (the reminder tests move it). */
let offset = 0;
const clock = { now: () => new Date(Date.now() + offset) };

const as = (host: string, cookie: string) => ({ host, cookie });
const owner = () => t.db.owner.db;

/** A wall-clock date `days` from now in a zone (YYYY-MM-DD). */
const dayFromNow = (days: number, zone = LA) => DateTime.now().setZone(zone).plus({ days }).toFormat("yyyy-MM-dd");

const book = (host: string, cookie: string, body: Record<string, unknown>) =>
  call(t.app, "POST", "/api/appointments", body, as(host, cookie));

const bookingFor = (extra: Record<string, unknown> = {}) => ({
  clientId: jamieId,
  staffUserId: riley,
  date: dayFromNow(10),
  time: "10:00",
  durationMinutes: 30,
  location: "Room 2",
  notes: "Check-up",
  ...extra,
});

const countAppointments = async (tenantId: string) =>
  (await owner().select({ id: appointments.id }).from(appointments).where(eq(appointments.tenantId, tenantId))).length;

const mailsTo = (email: string, subjectPrefix = "") =>
  owner()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), like(mailOutbox.subject, `${subjectPrefix}%`)))
    .orderBy(mailOutbox.createdAt);

/** The properties of a calendar file's VCALENDAR and first VEVENT (RFC 5545 lines unfolded), by name. */
function parseIcs(text: string): Record<string, string> {
  const lines = text.replace(/\r?\n[ \t]/g, "").split(/\r?\n/);
  const fields: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon < 0) continue;
    const name = line.slice(0, colon).split(";")[0]!;
    if (!(name in fields)) fields[name] = line.slice(colon + 1);
  }
  expect(lines[0]).toBe("BEGIN:VCALENDAR");
  expect(lines).toContain("BEGIN:VEVENT");
  return fields;
}

function icsOf(mail: {
  attachments: { filename: string; contentType: string; contentBase64: string }[] | null;
}): Record<string, string> {
  expect(mail.attachments).toHaveLength(1);
  const [file] = mail.attachments!;
  expect(file!.filename).toBe("appointment.ics");
  const fields: Record<string, string> = parseIcs(Buffer.from(file!.contentBase64, "base64").toString("utf8"));
  return { contentType: file!.contentType, ...fields };
}

const userId = async (tenantId: string, username: string) =>
  (
    await owner()
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.username, username)))
  )[0]!.id;

async function registerClient(host: string, tenantId: string, email: string) {
  const res = await call(
    t.app,
    "POST",
    "/api/client-portal/register",
    { email, firstName: "Other", lastName: "Client", password: "secret-123", tenantId },
    { host },
  );
  expect(res.statusCode).toBeLessThan(300);
  const cookie = await portalCookie(t.app, host, { email, password: "secret-123", tenantId });
  const [row] = await owner()
    .select({ id: portalClients.id })
    .from(portalClients)
    .where(eq(portalClients.email, email));
  return { cookie, id: row!.id };
}

function testMailer(): MailerType {
  return new Mailer(t.db.app.db, outboxOnlyTransport, "noreply@test.example", {
    ready: false,
    sendInTx: async () => {},
  });
}

const reminderDeps = () => ({ mailer: testMailer(), config: t.config });

beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
  ids = await demoTenantIds(t);
  staffA = await staffCookie(t.app, A, "demo-staff", DEMO_LOGINS.demoStaff.password);
  adminB = await staffCookie(t.app, B, "summit-admin", DEMO_LOGINS.summitAdmin.password);
  jamie = await portalCookie(t.app, A, {
    email: DEMO_LOGINS.demoPortalClient.email,
    password: DEMO_LOGINS.demoPortalClient.password,
    tenantId: ids.demo,
  });
  const [jamieRow] = await owner()
    .select({ id: portalClients.id })
    .from(portalClients)
    .where(eq(portalClients.email, DEMO_LOGINS.demoPortalClient.email));
  jamieId = jamieRow!.id;
  ({ cookie: otherClientA, id: otherClientId } = await registerClient(A, ids.demo, "other@client.example"));
  ({ cookie: portalB, id: summitClientId } = await registerClient(B, ids.summit, "b@client.example"));
  riley = await userId(ids.demo, "demo-staff");
  avery = await userId(ids.demo, "demo-admin");
  jordan = await userId(ids.summit, "summit-admin");
});
afterAll(() => t.close());

describe("demo data", () => {
  it("Jamie Rivera has an upcoming, a past and a cancelled appointment and an open request", async () => {
    const res = await call(t.app, "GET", "/api/client-portal/appointments", undefined, as(A, jamie));
    expect(res.statusCode).toBe(200);
    const mine = res.json();
    expect(mine.upcoming).toHaveLength(1);
    expect(mine.upcoming[0]).toMatchObject({ status: "scheduled", canCancel: true, canConfirm: true });
    expect(mine.past.map((a: { status: string }) => a.status).sort()).toEqual(["cancelled", "confirmed"]);
    expect(mine.requests).toHaveLength(1);
    expect(mine.timeZone).toBe(LA);
    const week = await call(t.app, "GET", "/api/appointments?pageSize=100", undefined, as(A, staffA));
    expect(week.json().total).toBeGreaterThanOrEqual(6);
  });
});

describe("booking", () => {
  it("books in the workspace's time zone, mails the client a calendar invitation, and shows it to the client", async () => {
    const date = dayFromNow(8);
    const res = await book(A, staffA, bookingFor({ date, time: "09:15", durationMinutes: 45 }));
    expect(res.statusCode).toBe(201);
    const booked = res.json();
    const expectedStart = DateTime.fromISO(`${date}T09:15`, { zone: LA });
    expect(booked).toMatchObject({
      status: "scheduled",
      durationMinutes: 45,
      sequence: 0,
      staff: { id: riley, name: "Riley Chen" },
      client: { id: jamieId, name: "Jamie Rivera" },
      startsAt: expectedStart.toUTC().toISO(),
    });

    const [mail] = await mailsTo(DEMO_LOGINS.demoPortalClient.email, "Your appointment with Demo Health");
    expect(mail!.textBody).toContain(expectedStart.setLocale("en-US").toFormat("MMMM d, yyyy"));
    expect(mail!.textBody).toContain("9:15 AM");
    expect(mail!.textBody).toContain("With: Riley Chen");
    expect(mail!.textBody).toContain("Patient Portal");
    // The clinic's branding: its name above the heading, its colour on the button.
    expect(mail!.htmlBody).toContain(">Demo Health Clinic</p><h1");
    expect(mail!.htmlBody).toMatch(/background:#[0-9a-f]{6};color:#ffffff/i);
    const ics = icsOf(mail!);
    expect(ics.contentType).toBe("text/calendar; method=REQUEST");
    expect(ics).toMatchObject({
      METHOD: "REQUEST",
      UID: `${booked.id}@demo.localhost`,
      SEQUENCE: "0",
      DTSTART: expectedStart.toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'"),
      DTEND: expectedStart.plus({ minutes: 45 }).toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'"),
      LOCATION: "Room 2",
      STATUS: "CONFIRMED",
    });

    const portal = (await call(t.app, "GET", "/api/client-portal/appointments", undefined, as(A, jamie))).json();
    expect(portal.upcoming.map((a: { id: string }) => a.id)).toContain(booked.id);
  });

  it("refuses a start in the past, an unknown time, a too long one or a plain video link with 400 and writes nothing", async () => {
    const before = await countAppointments(ids.demo);
    const past = await book(A, staffA, bookingFor({ date: dayFromNow(-1) }));
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe("This time has already passed. Choose a time in the future.");
    for (const bad of [
      { time: "25:00" },
      { date: "2027-02-30" },
      { date: "next tuesday" },
      { durationMinutes: 0 },
      { durationMinutes: 481 },
      { videoUrl: "http://meet.example.com/x" },
      { staffUserId: randomUUID() },
      { clientId: randomUUID() },
    ]) {
      const res = await book(A, staffA, bookingFor(bad));
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect(await countAppointments(ids.demo)).toBe(before);
  });

  it("refuses an overlapping appointment of the same staff member with 409 naming the one in the way", async () => {
    const date = dayFromNow(12);
    expect((await book(A, staffA, bookingFor({ date, time: "10:00" }))).statusCode).toBe(201);
    const clash = await book(A, staffA, bookingFor({ date, time: "10:15", clientId: otherClientId }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toMatch(/^Riley Chen already has an appointment at .*10:00 AM/);
    // Another staff member at that time, and Riley right after, are fine.
    expect((await book(A, staffA, bookingFor({ date, time: "10:15", staffUserId: avery }))).statusCode).toBe(201);
    expect((await book(A, staffA, bookingFor({ date, time: "10:30" }))).statusCode).toBe(201);
  });

  it("of two bookings of one slot at once, exactly one wins", async () => {
    const date = dayFromNow(13);
    const results = await Promise.all([
      book(A, staffA, bookingFor({ date, time: "15:00" })),
      book(A, staffA, bookingFor({ date, time: "15:10", clientId: otherClientId })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it("lists the workspace's appointments by range, by client and by page", async () => {
    const from = DateTime.fromISO(dayFromNow(12), { zone: LA }).toUTC().toISO()!;
    const to = DateTime.fromISO(dayFromNow(13), { zone: LA }).toUTC().toISO()!;
    const res = await call(
      t.app,
      "GET",
      `/api/appointments?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
      undefined,
      as(A, staffA),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().appointments.map((a: { staff: { name: string } }) => a.staff.name)).toEqual([
      "Riley Chen",
      "Avery Morgan",
      "Riley Chen",
    ]);
    const paged = (await call(t.app, "GET", "/api/appointments?pageSize=2&page=2", undefined, as(A, staffA))).json();
    expect(paged.appointments).toHaveLength(2);
    expect(paged.page).toBe(2);
    const byClient = (
      await call(t.app, "GET", `/api/appointments?clientId=${otherClientId}`, undefined, as(A, staffA))
    ).json();
    expect(byClient.appointments.every((a: { client: { id: string } }) => a.client.id === otherClientId)).toBe(true);
    expect((await call(t.app, "GET", "/api/appointments?from=yesterday", undefined, as(A, staffA))).statusCode).toBe(
      400,
    );
  });

  it("offers the workspace's active members as staff", async () => {
    const res = await call(t.app, "GET", "/api/appointments-staff", undefined, as(A, staffA));
    const names = res.json().map((m: { name: string }) => m.name);
    expect(names).toEqual(expect.arrayContaining(["Avery Morgan", "Riley Chen", "Priya Shah", "Marcus Lee"]));
    expect(names).not.toContain("Tom Becker");
    expect(names).not.toContain("Sofia Alvarez");
    const summit = (await call(t.app, "GET", "/api/appointments-staff", undefined, as(B, adminB))).json();
    expect(summit).toEqual([{ id: jordan, name: "Jordan Blake" }]);
  });
});

describe("changes and cancellations by staff", () => {
  it("a reschedule raises the sequence, asks for confirmation again and mails the updated invitation", async () => {
    const booked = (await book(A, staffA, bookingFor({ date: dayFromNow(15), time: "08:00" }))).json();
    await call(t.app, "POST", `/api/client-portal/appointments/${booked.id}/confirm`, undefined, as(A, jamie));
    const res = await call(
      t.app,
      "PUT",
      `/api/appointments/${booked.id}`,
      bookingFor({ date: dayFromNow(16), time: "08:30", location: "Room 5" }),
      as(A, staffA),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sequence: 2, status: "scheduled", location: "Room 5" });
    const [changed] = await mailsTo(DEMO_LOGINS.demoPortalClient.email, "Your appointment with Demo Health Clinic has");
    expect(changed!.textBody).toContain("8:30 AM");
    expect(icsOf(changed!)).toMatchObject({ METHOD: "REQUEST", UID: `${booked.id}@demo.localhost`, SEQUENCE: "2" });
  });

  it("a cancellation mails METHOD:CANCEL; a second one is a 409; a cancelled appointment cannot be edited", async () => {
    const booked = (await book(A, staffA, bookingFor({ date: dayFromNow(17), time: "11:00" }))).json();
    const res = await call(t.app, "POST", `/api/appointments/${booked.id}/cancel`, undefined, as(A, staffA));
    expect(res.json()).toMatchObject({ status: "cancelled", cancelledBy: "staff", sequence: 1 });
    const [mail] = await mailsTo(DEMO_LOGINS.demoPortalClient.email, "Cancelled: your appointment");
    expect(mail!.textBody).toContain("Demo Health Clinic cancelled this appointment.");
    const ics = icsOf(mail!);
    expect(ics).toMatchObject({
      METHOD: "CANCEL",
      UID: `${booked.id}@demo.localhost`,
      SEQUENCE: "1",
      STATUS: "CANCELLED",
    });
    expect(ics.contentType).toBe("text/calendar; method=CANCEL");
    expect(
      (await call(t.app, "POST", `/api/appointments/${booked.id}/cancel`, undefined, as(A, staffA))).statusCode,
    ).toBe(409);
    const edit = await call(t.app, "PUT", `/api/appointments/${booked.id}`, bookingFor(), as(A, staffA));
    expect(edit.statusCode).toBe(409);
    // Its slot is free again.
    expect((await book(A, staffA, bookingFor({ date: dayFromNow(17), time: "11:00" }))).statusCode).toBe(201);
  });
});

describe("the client", () => {
  it("confirms once (the staff member is told), and cannot confirm a cancelled one", async () => {
    const booked = (await book(A, staffA, bookingFor({ date: dayFromNow(20), time: "13:00" }))).json();
    const confirm = () =>
      call(t.app, "POST", `/api/client-portal/appointments/${booked.id}/confirm`, undefined, as(A, jamie));
    const noticesBefore = (await mailsTo(DEMO_LOGINS.demoStaff.email, "Jamie Rivera confirmed")).length;
    const first = await confirm();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: "confirmed", canConfirm: false, canCancel: true });
    expect((await confirm()).statusCode).toBe(200);
    const notices = await mailsTo(DEMO_LOGINS.demoStaff.email, "Jamie Rivera confirmed");
    expect(notices).toHaveLength(noticesBefore + 1);
    expect(notices.at(-1)!.textBody).toContain("Your patient Jamie Rivera confirmed");
    await call(t.app, "POST", `/api/appointments/${booked.id}/cancel`, undefined, as(A, staffA));
    expect((await confirm()).statusCode).toBe(409);
  });

  it("cancels until the workspace's cutoff, and is refused after it with a message naming it", async () => {
    await owner().update(tenants).set({ appointmentCancelCutoffHours: 48 }).where(eq(tenants.id, ids.demo));
    try {
      const soon = DateTime.now().setZone(LA).plus({ hours: 30 }).startOf("hour");
      const close = (
        await book(A, staffA, bookingFor({ date: soon.toFormat("yyyy-MM-dd"), time: soon.toFormat("HH:mm") }))
      ).json();
      const listed = (await call(t.app, "GET", "/api/client-portal/appointments", undefined, as(A, jamie))).json();
      expect(listed.cancelCutoffHours).toBe(48);
      expect(listed.upcoming.find((a: { id: string }) => a.id === close.id)).toMatchObject({ canCancel: false });
      const refused = await call(
        t.app,
        "POST",
        `/api/client-portal/appointments/${close.id}/cancel`,
        undefined,
        as(A, jamie),
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        "Appointments can be cancelled online until 48 hours before they start. Please contact us to cancel.",
      );

      const later = (await book(A, staffA, bookingFor({ date: dayFromNow(22), time: "09:00" }))).json();
      const cancelled = await call(
        t.app,
        "POST",
        `/api/client-portal/appointments/${later.id}/cancel`,
        undefined,
        as(A, jamie),
      );
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json()).toMatchObject({ status: "cancelled", cancelledBy: "client", canCancel: false });
      const [mail] = (await mailsTo(DEMO_LOGINS.demoPortalClient.email, "Cancelled: your appointment")).filter((m) =>
        m.textBody.includes("You cancelled this appointment."),
      );
      expect(icsOf(mail!)).toMatchObject({ METHOD: "CANCEL", UID: `${later.id}@demo.localhost`, SEQUENCE: "1" });
      expect(await mailsTo(DEMO_LOGINS.demoStaff.email, "Jamie Rivera cancelled")).toHaveLength(1);
    } finally {
      await owner().update(tenants).set({ appointmentCancelCutoffHours: 24 }).where(eq(tenants.id, ids.demo));
    }
  });

  it("asks for an appointment; staff see the request, book from it or decline it", async () => {
    const res = await call(
      t.app,
      "POST",
      "/api/client-portal/appointment-requests",
      {
        preferredTimes: [
          { date: dayFromNow(25), time: "09:00" },
          { date: dayFromNow(26), time: "14:30" },
        ],
        note: "Knee pain",
      },
      as(A, otherClientA),
    );
    expect(res.statusCode).toBe(201);
    const request = res.json();
    expect(request.preferredTimes[1]).toBe(
      DateTime.fromISO(`${dayFromNow(26)}T14:30`, { zone: LA })
        .toUTC()
        .toISO(),
    );
    const open = (await call(t.app, "GET", "/api/appointment-requests", undefined, as(A, staffA))).json();
    expect(open.find((r: { id: string }) => r.id === request.id)).toMatchObject({
      note: "Knee pain",
      client: { id: otherClientId, name: "Other Client" },
    });
    // Booking it for another client is refused (the request is theirs).
    const wrong = await book(A, staffA, bookingFor({ date: dayFromNow(25), time: "09:00", requestId: request.id }));
    expect(wrong.statusCode).toBe(404);
    const booked = await book(
      A,
      staffA,
      bookingFor({ clientId: otherClientId, date: dayFromNow(25), time: "09:00", requestId: request.id }),
    );
    expect(booked.statusCode).toBe(201);
    const [row] = await owner().select().from(appointmentRequests).where(eq(appointmentRequests.id, request.id));
    expect(row).toMatchObject({ status: "scheduled", appointmentId: booked.json().id });
    const decline = await call(
      t.app,
      "POST",
      `/api/appointment-requests/${request.id}/decline`,
      undefined,
      as(A, staffA),
    );
    expect(decline.statusCode).toBe(409);

    const another = (
      await call(
        t.app,
        "POST",
        "/api/client-portal/appointment-requests",
        { preferredTimes: [{ date: dayFromNow(30), time: "10:00" }] },
        as(A, otherClientA),
      )
    ).json();
    const declined = await call(
      t.app,
      "POST",
      `/api/appointment-requests/${another.id}/decline`,
      undefined,
      as(A, staffA),
    );
    expect(declined.json()).toMatchObject({ status: "declined" });
  });

  it("a request with a past, a nonexistent or four preferred times is a 400 and writes nothing", async () => {
    const count = async () => (await owner().select().from(appointmentRequests)).length;
    const before = await count();
    for (const preferredTimes of [
      [{ date: dayFromNow(-2), time: "09:00" }],
      [],
      [1, 2, 3, 4].map((n) => ({ date: dayFromNow(n + 3), time: "09:00" })),
      [{ date: "2027-03-14", time: "02:30" }],
    ]) {
      const res = await call(
        t.app,
        "POST",
        "/api/client-portal/appointment-requests",
        { preferredTimes },
        as(A, jamie),
      );
      expect(res.statusCode, JSON.stringify(preferredTimes)).toBe(400);
    }
    expect(await count()).toBe(before);
  });
});

describe("isolation", () => {
  it("another workspace's staff and clients cannot see or touch an appointment, guessed ids included", async () => {
    const booked = (await book(A, staffA, bookingFor({ date: dayFromNow(40), time: "10:00" }))).json();
    for (const [method, url, body] of [
      ["GET", `/api/appointments/${booked.id}`, undefined],
      ["PUT", `/api/appointments/${booked.id}`, { ...bookingFor(), clientId: summitClientId, staffUserId: jordan }],
      ["POST", `/api/appointments/${booked.id}/cancel`, undefined],
    ] as const) {
      const res = await call(t.app, method, url, body, as(B, adminB));
      expect(res.statusCode, url).toBe(404);
    }
    const list = (await call(t.app, "GET", "/api/appointments?pageSize=500", undefined, as(B, adminB))).json();
    expect(list.appointments.map((a: { id: string }) => a.id)).not.toContain(booked.id);
    // Booking another workspace's client or staff member: 400, nothing written.
    const before = await countAppointments(ids.summit);
    expect((await book(B, adminB, { ...bookingFor(), staffUserId: jordan })).statusCode).toBe(400);
    expect((await book(B, adminB, { ...bookingFor(), clientId: summitClientId })).statusCode).toBe(400);
    expect(await countAppointments(ids.summit)).toBe(before);
    // The demo's staff cookie on Summit's host is no one there.
    expect([401, 403]).toContain((await call(t.app, "GET", "/api/appointments", undefined, as(B, staffA))).statusCode);

    const portalList = (await call(t.app, "GET", "/api/client-portal/appointments", undefined, as(B, portalB))).json();
    expect(portalList).toMatchObject({ upcoming: [], past: [], requests: [] });
    const demoRequests = (await call(t.app, "GET", "/api/appointment-requests", undefined, as(A, staffA))).json();
    const [demoRequest] = demoRequests;
    const summitRequests = (await call(t.app, "GET", "/api/appointment-requests", undefined, as(B, adminB))).json();
    expect(summitRequests.map((r: { id: string }) => r.id)).not.toContain(demoRequest.id);
    const summitStaff = (await call(t.app, "GET", "/api/appointments-staff", undefined, as(B, adminB))).json();
    expect(summitStaff.map((m: { id: string }) => m.id)).not.toContain(riley);
    expect(
      (await call(t.app, "POST", `/api/appointment-requests/${demoRequest.id}/decline`, undefined, as(B, adminB)))
        .statusCode,
    ).toBe(404);
    for (const id of [booked.id, randomUUID()]) {
      for (const action of ["confirm", "cancel"]) {
        const res = await call(
          t.app,
          "POST",
          `/api/client-portal/appointments/${id}/${action}`,
          undefined,
          as(B, portalB),
        );
        expect(res.statusCode).toBe(404);
      }
    }
    expect((await call(t.app, "GET", `/api/appointments/${randomUUID()}`, undefined, as(A, staffA))).statusCode).toBe(
      404,
    );
  });

  it("a client sees and changes only their own appointments", async () => {
    const jamies = (await book(A, staffA, bookingFor({ date: dayFromNow(41), time: "10:00" }))).json();
    const theirs = (await call(t.app, "GET", "/api/client-portal/appointments", undefined, as(A, otherClientA))).json();
    const ids = [...theirs.upcoming, ...theirs.past].map((a: { id: string }) => a.id);
    expect(ids).not.toContain(jamies.id);
    expect(theirs.requests.every((r: { id: string }) => r.id !== undefined)).toBe(true);
    for (const action of ["confirm", "cancel"]) {
      const res = await call(
        t.app,
        "POST",
        `/api/client-portal/appointments/${jamies.id}/${action}`,
        undefined,
        as(A, otherClientA),
      );
      expect(res.statusCode).toBe(404);
    }
    const [row] = await owner().select().from(appointments).where(eq(appointments.id, jamies.id));
    expect(row!.status).toBe("scheduled");
    // Another client's requests are not Jamie's to see.
    const othersRequest = (
      await call(
        t.app,
        "POST",
        "/api/client-portal/appointment-requests",
        { preferredTimes: [{ date: dayFromNow(42), time: "11:00" }], note: "Private" },
        as(A, otherClientA),
      )
    ).json();
    const jamiesView = (await call(t.app, "GET", "/api/client-portal/appointments", undefined, as(A, jamie))).json();
    expect(jamiesView.requests.map((r: { id: string }) => r.id)).not.toContain(othersRequest.id);
    // A client is not staff: the staff endpoints refuse them.
    expect([401, 403]).toContain((await call(t.app, "GET", "/api/appointments", undefined, as(A, jamie))).statusCode);
  });
});

describe("time zones and daylight saving time (America/Denver, 14 March 2027)", () => {
  const denverBooking = (date: string, time: string) => ({
    clientId: summitClientId,
    staffUserId: jordan,
    date,
    time,
    durationMinutes: 60,
  });

  it("09:00 the day before and the day after the change stays 09:00 local; the mail and the ICS agree", async () => {
    const before = await book(B, adminB, denverBooking("2027-03-13", "09:00"));
    const after = await book(B, adminB, denverBooking("2027-03-15", "09:00"));
    expect(before.json().startsAt).toBe("2027-03-13T16:00:00.000Z");
    expect(after.json().startsAt).toBe("2027-03-15T15:00:00.000Z");
    const mails = await mailsTo("b@client.example", "Your appointment with Summit");
    const mail = mails.find((m) => m.subject.includes("March 15, 2027"))!;
    expect(mail.subject).toContain("March 15, 2027 at 9:00 AM MDT");
    expect(icsOf(mail)).toMatchObject({ DTSTART: "20270315T150000Z", DTEND: "20270315T160000Z" });
    const earlier = mails.find((m) => m.subject.includes("March 13, 2027"))!;
    expect(earlier.subject).toContain("9:00 AM MST");
  });

  it("a time the clocks skip is a 400 that says so; a time they pass twice takes the first", async () => {
    const count = await countAppointments(ids.summit);
    const gap = await book(B, adminB, denverBooking("2027-03-14", "02:30"));
    expect(gap.statusCode).toBe(400);
    expect(gap.json().message).toBe(
      "02:30 on 2027-03-14 does not exist in America/Denver: the clocks skip that hour for daylight saving time. Choose another time.",
    );
    expect(await countAppointments(ids.summit)).toBe(count);
    const ambiguous = await book(B, adminB, denverBooking("2027-11-07", "01:30"));
    expect(ambiguous.json().startsAt).toBe("2027-11-07T07:30:00.000Z");
    expect(DateTime.fromISO(ambiguous.json().startsAt, { zone: DENVER }).toFormat("HH:mm ZZZZ")).toBe("01:30 MDT");
  });
});

describe("reminders", () => {
  it("go once, 24 hours before, with two rounds at once and after a restart; a reschedule earns a new one", async () => {
    const booked = (
      await book(A, staffA, bookingFor({ clientId: otherClientId, date: dayFromNow(50), time: "10:00" }))
    ).json();
    const reminders = async () =>
      (await mailsTo("other@client.example", "Reminder:")).filter(
        (m) => icsOf(m).UID === `${booked.id}@demo.localhost`,
      );
    const startsAt = new Date(booked.startsAt).getTime();

    const at = (ms: number) => ({ now: () => new Date(ms) });
    await sendDueReminders(t.db.app.db, reminderDeps(), at(startsAt - 25 * HOUR));
    expect(await reminders()).toHaveLength(0);

    const due = at(startsAt - 23 * HOUR);
    await Promise.all([
      sendDueReminders(t.db.app.db, reminderDeps(), due),
      sendDueReminders(t.db.app.db, reminderDeps(), due),
    ]);
    expect(await reminders()).toHaveLength(1);
    const [reminder] = await reminders();
    expect(reminder!.subject).toMatch(/^Reminder: your appointment with Demo Health Clinic on /);
    expect(reminder!.textBody).toContain("This is a reminder of your appointment tomorrow.");

    // A new process (a restart): its first round finds the reminder sent.
    await sendDueReminders(t.db.app.db, reminderDeps(), at(startsAt - 22 * HOUR));
    expect(await reminders()).toHaveLength(1);

    // Moved to the day after: the reminder is due again, for the new time.
    offset = startsAt - 22 * HOUR - Date.now();
    try {
      const moved = await call(
        t.app,
        "PUT",
        `/api/appointments/${booked.id}`,
        bookingFor({ clientId: otherClientId, date: dayFromNow(51), time: "10:00" }),
        as(A, staffA),
      );
      expect(moved.statusCode).toBe(200);
    } finally {
      offset = 0;
    }
    const [row] = await owner().select().from(appointments).where(eq(appointments.id, booked.id));
    expect(row!.reminderSentAt).toBeNull();
    await sendDueReminders(t.db.app.db, reminderDeps(), at(startsAt - 22 * HOUR));
    expect(await reminders()).toHaveLength(1);
    await sendDueReminders(t.db.app.db, reminderDeps(), at(startsAt + 2 * HOUR));
    expect(await reminders()).toHaveLength(2);
  });

  it("a cancelled appointment gets no reminder", async () => {
    const booked = (
      await book(A, staffA, bookingFor({ clientId: otherClientId, date: dayFromNow(55), time: "10:00" }))
    ).json();
    await call(t.app, "POST", `/api/appointments/${booked.id}/cancel`, undefined, as(A, staffA));
    await sendDueReminders(t.db.app.db, reminderDeps(), {
      now: () => new Date(new Date(booked.startsAt).getTime() - HOUR),
    });
    const [row] = await owner().select().from(appointments).where(eq(appointments.id, booked.id));
    expect(row!.reminderSentAt).toBeNull();
  });
});
