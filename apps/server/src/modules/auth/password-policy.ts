import {
  NEW_PASSWORD_MIN_LENGTH,
  PASSWORD_CONTEXT_WORDS,
  PASSWORD_POLICY_MESSAGES,
  passwordLength,
} from "@engagesuite/shared";
import { HttpError } from "../../lib/http-error";

let common: Promise<Set<string>> | undefined;

/**
 * The 49,233 common passwords of @zxcvbn-ts/language-common, lower-cased, read once per process when a password is
 * first set (not at start: the list takes 50 ms and a few MB).
 */
function commonPasswords(): Promise<Set<string>> {
  common ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) => new Set((dictionary["passwords-common"] as string[]).map((p) => p.toLowerCase())),
  );
  return common;
}

const contextWords = new Set<string>(PASSWORD_CONTEXT_WORDS);

/** The product's own words with only digits, spaces and symbols around them ("EngageSuite2026!"). */
function isContextWord(password: string): boolean {
  return contextWords.has(password.toLowerCase().replace(/[^\p{L}]/gu, ""));
}

/** What is wrong with a password someone wants to set (ASVS 5.0 V6.2.1, V6.2.4), or null when it may be used. */
export async function newPasswordProblem(password: string): Promise<string | null> {
  if (passwordLength(password) < NEW_PASSWORD_MIN_LENGTH) return PASSWORD_POLICY_MESSAGES.tooShort;
  if ((await commonPasswords()).has(password.toLowerCase())) return PASSWORD_POLICY_MESSAGES.tooCommon;
  if (isContextWord(password)) return PASSWORD_POLICY_MESSAGES.tooCommon;
  return null;
}

/** 400 `{ message, fieldErrors: { [field]: [message] } }` for a password that may not be set; nothing is written. */
export async function assertNewPassword(password: string, field = "password"): Promise<void> {
  const problem = await newPasswordProblem(password);
  if (problem) throw new HttpError(400, problem, { [field]: [problem] });
}
