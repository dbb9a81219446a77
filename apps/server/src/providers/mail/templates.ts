import {
  EMAIL_CHANGE_TTL_HOURS,
  EMAIL_VERIFICATION_TTL_HOURS,
  SUITE_NAME,
  ticketDisplayId,
  verticalDefinition,
} from "@engagesuite/shared";
import { type MailWording, mailTermsT } from "../../i18n";

/** The generic vertical's words, for a mail sent without a workspace's wording. */
const GENERIC_MAIL_T = mailTermsT(verticalDefinition(null).terms);

import type { MailMessage } from "./mailer";

/*
 * Every e-mail the server sends is built here: a mail is its content (a heading, paragraphs, an optional quoted
 * message, its links), and `compose` renders the plain text and the HTML from that one content through one layout,
 * escaping everything that goes into the HTML. Modules call a builder below and hand the message to `mailer.enqueue`.
 */

/** A workspace's time zone and locale (its settings): every date a tenant's e-mail shows is written in them. */
export interface MailDateFormat {
  timeZone: string;
  locale: string;
}

const MAIL_DATE: Intl.DateTimeFormatOptions = {
  year: "numeric",
  month: "long",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  // The zone's short name ("PST", "GMT+1"), so a reader elsewhere knows which clock it is.
  timeZoneName: "short",
};

/** A date and time as a tenant's e-mail shows it: "November 24, 2026 at 3:04 PM PST" (en-US, America/Los_Angeles). */
export function formatMailDate(value: Date, format: MailDateFormat): string {
  try {
    return new Intl.DateTimeFormat(format.locale, { ...MAIL_DATE, timeZone: format.timeZone }).format(value);
  } catch {
    return new Intl.DateTimeFormat("en-US", { ...MAIL_DATE, timeZone: "UTC" }).format(value);
  }
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

interface MailLink {
  /** The line in the text part ("Reset your password: <url>"). */
  label: string;
  url: string;
  /** The button's words in the HTML part, when they differ from the label (the first link is the button). */
  button?: string;
}

interface MailContent {
  to: string;
  subject: string;
  heading: string;
  /** Paragraphs of plain text; a paragraph's lines stay lines. */
  paragraphs: string[];
  /** A person's own words (a ticket reply), set apart from the mail's. */
  quote?: string;
  links: MailLink[];
  /** Paragraphs after the links. */
  after?: string[];
  /** A workspace's brand: its name above the heading, its colour (#rrggbb) on the button. */
  brand?: { name: string; color?: string | null };
}

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

const htmlLines = (text: string) => escapeHtml(text).replace(/\n/g, "<br>");
const paragraph = (text: string) => `<p style="margin:0 0 16px;line-height:1.5">${htmlLines(text)}</p>`;

/** Text: the paragraphs, the quote, the links (one per line) and what follows, separated by blank lines. */
function textOf(mail: MailContent): string {
  const blocks = [
    ...mail.paragraphs,
    ...(mail.quote === undefined ? [] : [mail.quote]),
    mail.links.map((link) => `${link.label}: ${link.url}`).join("\n"),
    ...(mail.after ?? []),
  ];
  return `${blocks.filter((block) => block !== "").join("\n\n")}\n`;
}

/** HTML: the same content in the suite's one layout; the first link is a button, with its URL spelled out. */
function htmlOf(mail: MailContent): string {
  const [primary, ...others] = mail.links;
  const quote =
    mail.quote === undefined
      ? ""
      : `<blockquote style="margin:0 0 16px;padding:0 0 0 12px;border-left:3px solid #e2e8f0;color:#334155">${htmlLines(mail.quote)}</blockquote>`;
  const accent = mail.brand?.color && HEX_COLOR.test(mail.brand.color) ? mail.brand.color : "#0f766e";
  const brand = mail.brand
    ? `<p style="margin:0 0 8px;font-size:13px;font-weight:600;color:${accent}">${escapeHtml(mail.brand.name)}</p>`
    : "";
  const button = primary
    ? `<p style="margin:24px 0"><a href="${escapeHtml(primary.url)}" style="background:${accent};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(primary.button ?? primary.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#475569">Or open this link: <a href="${escapeHtml(primary.url)}">${escapeHtml(primary.url)}</a></p>`
    : "";
  const more = others
    .map((link) => `<p style="margin:0 0 16px"><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`)
    .join("");
  return `<!doctype html><html><body style="font-family:system-ui,-apple-system,Segoe UI,sans-serif;color:#0f172a;background:#f8fafc;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:8px;padding:32px">
${brand}<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(mail.heading)}</h1>${mail.paragraphs.map(paragraph).join("")}${quote}${button}${more}${(mail.after ?? []).map(paragraph).join("")}
<p style="margin:24px 0 0;font-size:12px;color:#64748b">${escapeHtml(SUITE_NAME)}</p></div></body></html>`;
}

function compose(mail: MailContent): MailMessage {
  return { to: mail.to, subject: mail.subject, text: textOf(mail), html: htmlOf(mail) };
}

/** A password reset link, for a staff account ("EngageSuite") or a tenant's client portal account. */
export function passwordResetMail(input: { to: string; link: string; accountName: string }): MailMessage {
  return compose({
    to: input.to,
    subject: `Reset your ${input.accountName} password`,
    heading: "Reset your password",
    paragraphs: [`We received a request to reset the password of your ${input.accountName} account.`],
    links: [{ label: "Reset your password", button: "Reset password", url: input.link }],
    after: ["The link works once and expires in one hour. If you did not ask for this, ignore this e-mail."],
  });
}

/** To the owner of an address someone tried to register again on a portal (registration answers the same). */
export function portalAccountExistsMail(input: {
  to: string;
  loginUrl: string;
  resetUrl: string;
  tenantName: string;
  /** The workspace's words (its portal's name) and sign-off; without it, "client portal" and no sign-off. */
  wording?: MailWording;
}): MailMessage {
  const t = input.wording?.t ?? GENERIC_MAIL_T;
  return compose({
    to: input.to,
    subject: t("email.accountExistsSubject", { tenantName: input.tenantName }),
    heading: "You already have an account",
    paragraphs: [
      t("email.accountExistsIntro", { tenantName: input.tenantName }),
      "If it was you, sign in instead, or reset your password if you forgot it. Otherwise, ignore this e-mail.",
    ],
    links: [
      { label: "Sign in", url: input.loginUrl },
      { label: "Reset your password", url: input.resetUrl },
    ],
    ...(input.wording ? { after: [input.wording.signOff] } : {}),
  });
}

/** The confirmation link of a new portal client's address. */
export function portalEmailVerificationMail(input: {
  to: string;
  tenantName: string;
  link: string;
  /** The workspace's words (its portal's name) and sign-off; without it, "client portal" and no sign-off. */
  wording?: MailWording;
}): MailMessage {
  const t = input.wording?.t ?? GENERIC_MAIL_T;
  return compose({
    to: input.to,
    subject: `Confirm your e-mail address for ${input.tenantName}`,
    heading: "Confirm your e-mail address",
    paragraphs: [t("email.verifyIntro", { tenantName: input.tenantName })],
    links: [{ label: "Confirm your e-mail address", button: "Confirm e-mail address", url: input.link }],
    after: [
      `The link works for ${EMAIL_VERIFICATION_TTL_HOURS} hours. If you did not create this account, ignore this e-mail.`,
      ...(input.wording ? [input.wording.signOff] : []),
    ],
  });
}

/** The new tenant admin's login details: where, which username, and a link to set a password (never a password). */
export function welcomeMail(input: {
  to: string;
  tenantName: string;
  workspaceUrl: string;
  username: string;
  setPasswordUrl: string;
}): MailMessage {
  return compose({
    to: input.to,
    subject: `Your ${input.tenantName} workspace is ready`,
    heading: `Welcome to ${SUITE_NAME}`,
    paragraphs: [
      [
        `Your ${SUITE_NAME} workspace for ${input.tenantName} is ready.`,
        `Workspace: ${input.workspaceUrl}`,
        `Username: ${input.username} (or this e-mail address)`,
        "Set your password with the link below; it works once and expires in 7 days.",
      ].join("\n"),
    ],
    links: [{ label: "Set your password", url: input.setPasswordUrl }],
  });
}

/**
 * A staff member's public reply on a portal client's ticket, with the reply itself and a link to the ticket. In the
 * workspace's words (issue 19: "New reply on your case #00042") and with its vertical's sign-off; without `wording`,
 * the generic vertical's words and no sign-off.
 */
export function ticketReplyMail(input: {
  to: string;
  ticketNumber: number;
  ticketTitle: string;
  authorName: string;
  content: string;
  link: string;
  /** When the reply was written, shown in the workspace's time zone and locale. */
  sentAt?: Date;
  dateFormat?: MailDateFormat;
  wording?: MailWording;
}): MailMessage {
  const ticketId = ticketDisplayId(input.ticketNumber);
  const when = input.sentAt && input.dateFormat ? ` on ${formatMailDate(input.sentAt, input.dateFormat)}` : "";
  const t = input.wording?.t ?? GENERIC_MAIL_T;
  const values = { ticketId, title: input.ticketTitle, author: input.authorName, when };
  return compose({
    to: input.to,
    subject: t("email.replySubject", values),
    heading: t("email.replyHeading", values),
    paragraphs: [t("email.replyIntro", values)],
    quote: input.content,
    links: [{ label: "See the conversation and reply", url: input.link }],
    ...(input.wording ? { after: [input.wording.signOff] } : {}),
  });
}

/** To a client: their ticket was resolved (issue 22 point 4), in the workspace's words and with its sign-off. */
export function ticketResolvedMail(input: {
  to: string;
  ticketNumber: number;
  ticketTitle: string;
  link: string;
  wording?: MailWording;
}): MailMessage {
  const ticketId = ticketDisplayId(input.ticketNumber);
  const t = input.wording?.t ?? GENERIC_MAIL_T;
  const values = { ticketId, title: input.ticketTitle };
  return compose({
    to: input.to,
    subject: t("email.resolvedSubject", values),
    heading: t("email.resolvedHeading", values),
    paragraphs: [t("email.resolvedIntro", values)],
    links: [{ label: "See the conversation", url: input.link }],
    ...(input.wording ? { after: [input.wording.signOff] } : {}),
  });
}

/** To a team member: one of their notifications (a ticket opened, assigned, answered, past its target) by e-mail. */
export function staffNotificationMail(input: {
  to: string;
  workspaceName: string;
  title: string;
  body: string;
  link: string;
}): MailMessage {
  return compose({
    to: input.to,
    subject: input.title,
    heading: input.title,
    paragraphs: [],
    ...(input.body ? { quote: input.body } : {}),
    links: [{ label: "Open it in the dashboard", button: "Open", url: input.link }],
    after: ["You can choose which e-mails you get in your profile's notification settings."],
    brand: { name: input.workspaceName },
  });
}

/** A workspace admin's invitation to join the team: who invited, which role, and the single-use link (7 days). */
export function teamInvitationMail(input: {
  to: string;
  tenantName: string;
  inviterName: string;
  roleLabel: string;
  link: string;
  validDays: number;
}): MailMessage {
  return compose({
    to: input.to,
    subject: `${input.inviterName} invited you to ${input.tenantName} on ${SUITE_NAME}`,
    heading: `Join ${input.tenantName} on ${SUITE_NAME}`,
    paragraphs: [
      `${input.inviterName} invited you to join the ${input.tenantName} workspace as ${input.roleLabel === "Administrator" ? "an" : "a"} ${input.roleLabel.toLowerCase()} member.`,
      "Choose a username and a password with the link below, and you are in.",
    ],
    links: [{ label: "Accept the invitation", button: "Accept invitation", url: input.link }],
    after: [
      `The link works once and expires in ${input.validDays} days. If you did not expect this invitation, ignore this e-mail.`,
    ],
  });
}

/** A contact invited to the workspace's portal (issue 20): the link where they choose a password, in its words. */
export function portalInvitationMail(input: {
  to: string;
  tenantName: string;
  link: string;
  validDays: number;
  wording: MailWording;
}): MailMessage {
  // The portal's name is the workspace's word itself ("Patient Portal").
  const portal = `${input.tenantName} ${input.wording.terms.portal}`;
  return compose({
    to: input.to,
    subject: `Your invitation to the ${portal}`,
    heading: `You are invited to the ${portal}`,
    paragraphs: [
      `${input.tenantName} has set up an account for you on its ${input.wording.terms.portal.toLowerCase()}. Choose a password with the link below to see your documents, appointments and requests.`,
    ],
    links: [{ label: "Accept the invitation", button: "Accept invitation", url: input.link }],
    after: [
      `The link works once and expires in ${input.validDays} days. If you did not expect this invitation, ignore this e-mail.`,
      input.wording.signOff,
    ],
  });
}

/** Where a member's account lives, in a mail's words: "your Acme account on EngageSuite" or "your EngageSuite account". */
const accountOf = (workspaceName: string | null) =>
  workspaceName ? `your ${workspaceName} account on ${SUITE_NAME}` : `your ${SUITE_NAME} account`;

/** To a member's new e-mail address: the link that makes it the account's address (nothing changes until then). */
export function emailChangeConfirmMail(input: { to: string; link: string; workspaceName: string | null }): MailMessage {
  return compose({
    to: input.to,
    subject: `Confirm your new e-mail address for ${SUITE_NAME}`,
    heading: "Confirm your new e-mail address",
    paragraphs: [
      `You asked to use this address for ${accountOf(input.workspaceName)}. Your address changes when you follow the link below.`,
    ],
    links: [{ label: "Confirm your new e-mail address", button: "Confirm new address", url: input.link }],
    after: [
      `The link works once and expires in ${EMAIL_CHANGE_TTL_HOURS} hours. If you did not ask for this, ignore this e-mail: nothing changes.`,
    ],
  });
}

/** To a member's previous e-mail address, once the change is done: where sign-in mail goes now. */
export function emailChangedNoticeMail(input: {
  to: string;
  newEmail: string;
  workspaceName: string | null;
}): MailMessage {
  return compose({
    to: input.to,
    subject: `Your ${SUITE_NAME} e-mail address was changed`,
    heading: "Your e-mail address was changed",
    paragraphs: [
      `The e-mail address of ${accountOf(input.workspaceName)} is now ${input.newEmail}. Sign in with it from now on; this address gets no more mail for the account.`,
      input.workspaceName
        ? `If you did not make this change, tell your ${input.workspaceName} administrator at once.`
        : "If you did not make this change, contact support at once.",
    ],
    links: [],
  });
}

/** What a subscription e-mail (issue 18) says; each goes to every active administrator of the workspace. */
export type SubscriptionMailKind =
  | "trial_reminder"
  | "activated"
  | "renewed"
  | "payment_failed"
  | "suspended"
  | "reactivated"
  | "cancelled"
  | "resumed"
  | "read_only"
  | "plan_changed";

/** The subjects, for tests and the outbox. */
export const SUBSCRIPTION_MAIL_SUBJECTS: Record<SubscriptionMailKind, (tenantName: string) => string> = {
  trial_reminder: (name) => `Trial ends in 3 days: ${name}`,
  activated: (name) => `Your ${name} subscription is active`,
  renewed: (name) => `Your ${name} subscription renewed`,
  payment_failed: (name) => `Payment failed for ${name}: update your card`,
  suspended: (name) => `${name} is suspended`,
  reactivated: (name) => `${name} is active again`,
  cancelled: (name) => `Your ${name} subscription is cancelled`,
  resumed: (name) => `Your ${name} subscription continues`,
  read_only: (name) => `${name} is now read-only`,
  plan_changed: (name) => `Your ${name} plan changed`,
};

export function subscriptionMail(input: {
  to: string;
  kind: SubscriptionMailKind;
  tenantName: string;
  /** The billing page on the workspace's own host. */
  billingUrl: string;
  /** Dates already written in the workspace's time zone and locale. */
  trialEndsAt?: string;
  cancelAt?: string;
  readOnlyUntil?: string;
  nextRetryAt?: string;
  planLine?: string;
}): MailMessage {
  const name = input.tenantName;
  const update = { label: "Update your card", button: "Update card", url: input.billingUrl };
  const billing = { label: "Open billing", button: "Open billing", url: input.billingUrl };
  const content: Record<SubscriptionMailKind, { heading: string; paragraphs: string[]; link: MailLink }> = {
    trial_reminder: {
      heading: "Your trial ends in 3 days",
      paragraphs: [
        `The ${name} trial ends${input.trialEndsAt ? ` on ${input.trialEndsAt}` : " in 3 days"}. Your plan's first period is charged to your card then${input.planLine ? ` (${input.planLine})` : ""}.`,
        "To stop before you are charged, cancel on the billing page.",
      ],
      link: billing,
    },
    activated: {
      heading: "Your subscription is active",
      paragraphs: [`Thank you: the payment for ${name} went through${input.planLine ? ` (${input.planLine})` : ""}.`],
      link: billing,
    },
    renewed: {
      heading: "Your subscription renewed",
      paragraphs: [
        `The payment for the next period of ${name} went through${input.planLine ? ` (${input.planLine})` : ""}.`,
      ],
      link: billing,
    },
    payment_failed: {
      heading: "Your payment failed",
      paragraphs: [
        `We could not charge your card for ${name}.`,
        input.nextRetryAt
          ? `We will try again on ${input.nextRetryAt}. Update your card now to pay at once and keep the workspace running.`
          : "Update your card to pay at once and reactivate the workspace.",
      ],
      link: update,
    },
    suspended: {
      heading: `${name} is suspended`,
      paragraphs: [
        `${name} is suspended: your team cannot use it and its client portal is unavailable. Nothing has been deleted.`,
        "Pay on the billing page to reactivate it at once.",
      ],
      link: update,
    },
    reactivated: {
      heading: `${name} is active again`,
      paragraphs: [`The payment went through and ${name} works again for your whole team.`],
      link: billing,
    },
    cancelled: {
      heading: "Your subscription is cancelled",
      paragraphs: [
        `${name} will not be charged again.${input.cancelAt ? ` It works as usual until ${input.cancelAt}, then becomes read-only for 30 days (you can still export your data), then is suspended.` : ""}`,
        "Changed your mind? Resume the subscription on the billing page before then.",
      ],
      link: billing,
    },
    resumed: {
      heading: "Your subscription continues",
      paragraphs: [`The cancellation of ${name} is undone: nothing changes.`],
      link: billing,
    },
    read_only: {
      heading: `${name} is now read-only`,
      paragraphs: [
        `The subscription of ${name} has ended. Your team can read and export its data${input.readOnlyUntil ? ` until ${input.readOnlyUntil}` : " for 30 days"}; then the workspace is suspended.`,
        "Subscribe again on the billing page to keep working.",
      ],
      link: billing,
    },
    plan_changed: {
      heading: "Your plan changed",
      paragraphs: [`The plan of ${name} changed${input.planLine ? `: ${input.planLine}` : ""}.`],
      link: billing,
    },
  };
  const mail = content[input.kind];
  return compose({
    to: input.to,
    subject: SUBSCRIPTION_MAIL_SUBJECTS[input.kind](name),
    heading: mail.heading,
    paragraphs: mail.paragraphs,
    links: [mail.link],
  });
}

/**
 * To a portal client when the workspace's staff share a document (issue 20 point 6): who shared what, and the link to
 * the portal's Documents tab on the workspace's own host, in the workspace's words ("your Patient Portal").
 */
export function documentSharedMail(input: {
  to: string;
  tenantName: string;
  sharedBy: string;
  documentName: string;
  link: string;
  wording: MailWording;
}): MailMessage {
  const portal = input.wording.terms.portal;
  return compose({
    to: input.to,
    subject: `${input.tenantName} shared a document with you`,
    heading: "A new document for you",
    paragraphs: [
      `${input.sharedBy} at ${input.tenantName} shared “${input.documentName}” with you. Sign in to your ${portal} to download it.`,
    ],
    links: [{ label: `Open your documents in the ${portal}`, button: "View document", url: input.link }],
    after: [input.wording.signOff],
  });
}

/** What happened to an appointment, as its client's e-mail tells it. */
export type AppointmentMailKind = "booked" | "changed" | "cancelled" | "reminder";

/**
 * An appointment's e-mail to its client (issue 20): booked, changed, cancelled (by either side) or the reminder 24 hours
 * before, with the time in the workspace's time zone and locale, in its words (the portal's name, the sign-off), and
 * the calendar invitation (`ics`) the caller attaches.
 */
export function appointmentClientMail(input: {
  to: string;
  kind: AppointmentMailKind;
  tenantName: string;
  /** The workspace's primary colour (its branding), for the mail's accent. */
  tenantColor?: string | null;
  staffName: string;
  startsAt: Date;
  durationMinutes: number;
  location: string | null;
  videoUrl: string | null;
  cancelledBy?: "staff" | "client" | null;
  link: string;
  dateFormat: MailDateFormat;
  wording: MailWording;
}): MailMessage {
  const when = formatMailDate(input.startsAt, input.dateFormat);
  const subjects: Record<AppointmentMailKind, string> = {
    booked: `Your appointment with ${input.tenantName} on ${when}`,
    changed: `Your appointment with ${input.tenantName} has changed: now ${when}`,
    cancelled: `Cancelled: your appointment with ${input.tenantName} on ${when}`,
    reminder: `Reminder: your appointment with ${input.tenantName} on ${when}`,
  };
  const headings: Record<AppointmentMailKind, string> = {
    booked: "Your appointment is booked",
    changed: "Your appointment has changed",
    cancelled: "Your appointment is cancelled",
    reminder: "See you soon",
  };
  const intros: Record<AppointmentMailKind, string> = {
    booked: `${input.tenantName} booked an appointment for you.`,
    changed: `${input.tenantName} changed your appointment. This is the new time and place.`,
    cancelled:
      input.cancelledBy === "client"
        ? "You cancelled this appointment."
        : `${input.tenantName} cancelled this appointment. Contact us if you would like a new one.`,
    reminder: "This is a reminder of your appointment tomorrow.",
  };
  const details = [
    `When: ${when} (${input.durationMinutes} minutes)`,
    `With: ${input.staffName}`,
    ...(input.location ? [`Where: ${input.location}`] : []),
    ...(input.videoUrl ? [`Video link: ${input.videoUrl}`] : []),
  ].join("\n");
  const calendarNote =
    input.kind === "cancelled"
      ? "The attached calendar file removes it from your calendar."
      : "Add it to your calendar with the attached file.";
  return compose({
    to: input.to,
    subject: subjects[input.kind],
    heading: headings[input.kind],
    paragraphs: [intros[input.kind], details, ...(input.kind === "reminder" ? [] : [calendarNote])],
    links: [
      {
        label: `See your appointments in the ${input.wording.terms.portal}`,
        button: "See appointments",
        url: input.link,
      },
    ],
    after: [input.wording.signOff],
    brand: { name: input.tenantName, color: input.tenantColor },
  });
}

/** What a client did, as the staff member's notice tells it. */
export type AppointmentStaffNoticeKind = "confirmed" | "cancelled";

/** To the staff member: their client confirmed or cancelled an appointment (in the workspace's words). */
export function appointmentStaffNoticeMail(input: {
  to: string;
  kind: AppointmentStaffNoticeKind;
  clientName: string;
  startsAt: Date;
  link: string;
  dateFormat: MailDateFormat;
  wording: MailWording;
}): MailMessage {
  const when = formatMailDate(input.startsAt, input.dateFormat);
  const contact = input.wording.terms.contact.one.toLocaleLowerCase("en");
  const verb = input.kind === "confirmed" ? "confirmed" : "cancelled";
  return compose({
    to: input.to,
    subject: `${input.clientName} ${verb} their appointment on ${when}`,
    heading: `Appointment ${verb}`,
    paragraphs: [`Your ${contact} ${input.clientName} ${verb} their appointment with you on ${when}.`],
    links: [{ label: "Open the calendar", url: input.link }],
  });
}

/** A workspace's data export is ready (issue 25 point 6): where to download it, and until when. */
export function dataExportReadyMail(input: {
  to: string;
  tenantName: string;
  link: string;
  keepDays: number;
}): MailMessage {
  return compose({
    to: input.to,
    subject: `Your ${input.tenantName} data export is ready`,
    heading: "Your data export is ready",
    paragraphs: [
      `The export of every record of the ${input.tenantName} workspace is ready: a ZIP of CSV and JSON files, with the files your workspace stored.`,
      "Download it from the workspace settings while signed in as an administrator.",
    ],
    links: [{ label: "Open the workspace settings", button: "Download the export", url: input.link }],
    after: [
      `The export is kept ${input.keepDays} days, then deleted. If you did not ask for it, tell your workspace's administrators.`,
    ],
  });
}
