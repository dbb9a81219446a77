import { SUITE_NAME } from "@engagesuite/shared";
import type { MailMessage } from "../../providers/mail/mailer";

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The new tenant admin's login details: where, which username, and a link to set a password (never a password). */
export function welcomeMail(input: {
  to: string;
  tenantName: string;
  workspaceUrl: string;
  username: string;
  setPasswordUrl: string;
}): MailMessage {
  const lines = [
    `Your ${SUITE_NAME} workspace for ${input.tenantName} is ready.`,
    `Workspace: ${input.workspaceUrl}`,
    `Username: ${input.username} (or this e-mail address)`,
    "Set your password with the link below; it works once and expires in 7 days.",
  ];
  return {
    to: input.to,
    subject: `Your ${input.tenantName} workspace is ready`,
    text: `${lines.join("\n")}\n\nSet your password: ${input.setPasswordUrl}\n`,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;padding:24px">
<div style="max-width:560px;margin:0 auto;border:1px solid #e2e8f0;border-radius:8px;padding:32px">
<h1 style="font-size:20px;margin:0 0 16px">Welcome to ${escapeHtml(SUITE_NAME)}</h1>
${lines.map((l) => `<p style="margin:0 0 12px">${escapeHtml(l)}</p>`).join("")}
<p style="margin:24px 0"><a href="${escapeHtml(input.setPasswordUrl)}" style="background:#0f766e;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">Set your password</a></p>
<p style="font-size:13px;color:#475569">Or open: <a href="${escapeHtml(input.setPasswordUrl)}">${escapeHtml(input.setPasswordUrl)}</a></p>
</div></body></html>`,
  };
}
