import { type TermValues, type VerticalTerms, verticalDefinition } from "@engagesuite/shared";
import { createContext, type ReactNode, useContext, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { type TermsT, termsI18n, valuesOf } from "./index";

const GENERIC_TERMS = verticalDefinition(null).terms;

const TermsContext = createContext<VerticalTerms>(GENERIC_TERMS);

/**
 * The workspace's words for what is drawn inside (the dashboard's tenant, the portal's tenant): its vertical's terms
 * with the admin's overrides, from the tenant info. Outside one, the generic vertical's (the spec's own words).
 */
export function TermsProvider({ terms, children }: { terms: VerticalTerms | null | undefined; children: ReactNode }) {
  return <TermsContext.Provider value={terms ?? GENERIC_TERMS}>{children}</TermsContext.Provider>;
}

export interface UseTerms {
  terms: VerticalTerms;
  values: TermValues;
  /** A catalogue message with the workspace's nouns: `t("contacts.add")` → "Add Patient". */
  t: TermsT;
}

/** The workspace's nouns and `t` for the catalogue's messages (react-i18next, so a later language change re-renders). */
export function useTerms(): UseTerms {
  const terms = useContext(TermsContext);
  const { t, i18n } = useTranslation("translation", { i18n: termsI18n });
  return useMemo(() => {
    const values = valuesOf(terms, i18n);
    return { terms, values, t: (key, options) => t(key, { ...values, ...options }) as string };
  }, [terms, t, i18n]);
}
