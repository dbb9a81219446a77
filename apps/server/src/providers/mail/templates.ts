import { SUITE_NAME } from "@engagesuite/shared";
import type { MailMessage } from "./mailer";

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function layout(heading: string, paragraphs: string[], action?: { label: string; url: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p)}</p>`).join("");
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#0f766e;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>
       <p style="margin:0 0 16px;font-size:13px;color:#475569">Or open this link: <a href="${escapeHtml(action.url)}">${escapeHtml(action.url)}</a></p>`
    : "";
  return `<!doctype html><html><body style="font-family:system-ui,-apple-system,Segoe UI,sans-serif;color:#0f172a;background:#f8fafc;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:8px;padding:32px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>${body}${button}
<p style="margin:24px 0 0;font-size:12px;color:#64748b">${escapeHtml(SUITE_NAME)}</p></div></body></html>`;
}

export function passwordResetMail(input: { to: string; link: string; accountName: string }): MailMessage {
  const intro = `We received a request to reset the password of your ${input.accountName} account.`;
  const outro = "The link works once and expires in one hour. If you did not ask for this, ignore this e-mail.";
  return {
    to: input.to,
    subject: `Reset your ${input.accountName} password`,
    text: `${intro}\n\nReset your password: ${input.link}\n\n${outro}\n`,
    html: layout("Reset your password", [intro, outro], { label: "Reset password", url: input.link }),
  };
}

export function portalAccountExistsMail(input: { to: string; loginUrl: string; resetUrl: string; tenantName: string }) {
  const intro = `Someone tried to create a ${input.tenantName} client portal account with this e-mail address, which already has one.`;
  const hint =
    "If it was you, sign in instead, or reset your password if you forgot it. Otherwise, ignore this e-mail.";
  return {
    to: input.to,
    subject: `Your ${input.tenantName} client portal account`,
    text: `${intro}\n\n${hint}\n\nSign in: ${input.loginUrl}\nReset your password: ${input.resetUrl}\n`,
    html: layout("You already have an account", [intro, hint], { label: "Sign in", url: input.loginUrl }),
  } satisfies MailMessage;
}
