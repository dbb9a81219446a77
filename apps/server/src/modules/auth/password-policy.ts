import {
  NEW_PASSWORD_MIN_LENGTH,
  PASSWORD_CONTEXT_WORDS,
  PASSWORD_POLICY_MESSAGES,
  passwordLength,
} from "@engagesuite/shared";
import { dictionary } from "@zxcvbn-ts/language-common";
import { HttpError } from "../../lib/http-error";

let common: Set<string> | undefined;

/** The 49,233 common passwords of @zxcvbn-ts/language-common, lower-cased, read once per process. */
function commonPasswords(): Set<string> {
  common ??= new Set((dictionary["passwords-common"] as string[]).map((p) => p.toLowerCase()));
  return common;
}

const contextWords = new Set<string>(PASSWORD_CONTEXT_WORDS);

/** The product's own words with only digits, spaces and symbols around them ("EngageSuite2026!"). */
function isContextWord(password: string): boolean {
  return contextWords.has(password.toLowerCase().replace(/[^\p{L}]/gu, ""));
}

/** What is wrong with a password someone wants to set (ASVS 5.0 V6.2.1, V6.2.4), or null when it may be used. */
export function newPasswordProblem(password: string): string | null {
  if (passwordLength(password) < NEW_PASSWORD_MIN_LENGTH) return PASSWORD_POLICY_MESSAGES.tooShort;
  if (commonPasswords().has(password.toLowerCase())) return PASSWORD_POLICY_MESSAGES.tooCommon;
  if (isContextWord(password)) return PASSWORD_POLICY_MESSAGES.tooCommon;
  return null;
}

/** 400 `{ message, fieldErrors: { [field]: [message] } }` for a password that may not be set; nothing is written. */
export function assertNewPassword(password: string, field = "password"): void {
  const problem = newPasswordProblem(password);
  if (problem) throw new HttpError(400, problem, { [field]: [problem] });
}
