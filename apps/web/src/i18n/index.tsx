import { TERMS_MESSAGES, type TermValues, termValues, type VerticalTerms } from "@engagesuite/shared";
import i18next, { type i18n, type TOptions } from "i18next";
import { type ReactNode, useMemo } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";

/**
 * The web app's i18next instance (issue 19): one catalogue (packages/shared `TERMS_MESSAGES`), English, synchronous
 * (the resources are bundled; no backend). i18next's own plural rules (Intl.PluralRules) rather than ICU: see
 * docs/ARCHITECTURE.md "Terminology". React escapes what it renders, so i18next does not.
 */
export function createTermsI18n(): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: "en",
    fallbackLng: "en",
    resources: { en: { translation: TERMS_MESSAGES } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  instance.services.formatter?.add("lowercase", (value, lng) =>
    typeof value === "string" ? value.toLocaleLowerCase(lng) : value,
  );
  return instance;
}

export const termsI18n = createTermsI18n();

/** The values a workspace's messages read: its nouns, and each with its article from the catalogue. */
export function valuesOf(terms: VerticalTerms, instance: i18n = termsI18n): TermValues {
  return termValues(terms, (noun, article) => instance.t("withArticle", { noun, context: article }));
}

/** `t` bound to a workspace's terms: `t("contacts.add")` is "Add Patient" for a clinic. */
export type TermsT = (key: string, options?: TOptions) => string;

export function termsT(terms: VerticalTerms, instance: i18n = termsI18n): TermsT {
  const values = valuesOf(terms, instance);
  return (key, options) => instance.t(key, { ...values, ...options }) as string;
}

/** react-i18next's provider of this instance, around the screens that read the messages (TermsProvider). */
export function TermsI18nProvider({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={termsI18n}>{children}</I18nextProvider>;
}

/**
 * What `useTerms()` calls once this chunk is loaded: react-i18next's `useTranslation` (a later change of language
 * re-renders), bound to the workspace's terms.
 */
export function useBoundTerms(terms: VerticalTerms): { values: TermValues; t: TermsT } {
  const { t, i18n } = useTranslation("translation", { i18n: termsI18n });
  return useMemo(() => {
    const values = valuesOf(terms, i18n);
    return { values, t: (key: string, options?: TOptions) => t(key, { ...values, ...options }) as string };
  }, [terms, t, i18n]);
}
