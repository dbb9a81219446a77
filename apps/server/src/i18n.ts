import {
  effectiveTerms,
  TERMS_MESSAGES,
  type TermOverrides,
  type TermValues,
  termValues,
  type VerticalTerms,
  verticalDefinition,
} from "@engagesuite/shared";
import { eq } from "drizzle-orm";
import i18next, { type TOptions } from "i18next";
import type { DbOrTx } from "./db/client";
import { tenants, verticals } from "./db/schema";

/**
 * The server's i18next instance for the e-mails a workspace's people and clients read (issue 19): the same catalogue
 * as the web app (packages/shared `TERMS_MESSAGES`), English. The mail templates escape what goes into HTML, so
 * i18next does not.
 */
const instance = i18next.createInstance();
void instance.init({
  lng: "en",
  fallbackLng: "en",
  resources: { en: { translation: TERMS_MESSAGES } },
  initAsync: false,
  interpolation: { escapeValue: false },
});
instance.services.formatter?.add("lowercase", (value, lng) =>
  typeof value === "string" ? value.toLocaleLowerCase(lng) : value,
);

export type MailT = (key: string, options?: TOptions) => string;

/** `t` bound to a workspace's terms. */
export function mailTermsT(terms: VerticalTerms): MailT {
  const values: TermValues = termValues(terms, (noun, article) =>
    instance.t("withArticle", { noun, context: article }),
  );
  return (key, options) => instance.t(key, { ...values, ...options }) as string;
}

/** What a workspace's mails say in its own words: the nouns, and the vertical's last line with the company's name. */
export interface MailWording {
  t: MailT;
  terms: VerticalTerms;
  signOff: string;
}

export function mailWording(
  slug: string | null | undefined,
  overrides: TermOverrides | null,
  company: string,
): MailWording {
  const terms = effectiveTerms(slug, overrides);
  // The vertical files write the sign-off as an ICU message with one placeholder, the company's name.
  const signOff = verticalDefinition(slug).email.signOff.replaceAll("{company}", company);
  return { t: mailTermsT(terms), terms, signOff };
}

/** A workspace's mail wording, read in the caller's transaction. */
export async function mailWordingOf(db: DbOrTx, tenantId: string): Promise<MailWording> {
  const [row] = await db
    .select({ slug: verticals.slug, overrides: tenants.termOverrides, name: tenants.name })
    .from(tenants)
    .leftJoin(verticals, eq(verticals.id, tenants.verticalModuleId))
    .where(eq(tenants.id, tenantId));
  return mailWording(row?.slug, row?.overrides ?? null, row?.name ?? "");
}
