import { type TermValues, type VerticalTerms, verticalDefinition } from "@engagesuite/shared";
import { createContext, type ReactNode, Suspense, use, useContext } from "react";
import type { TermsT } from "./index";

const GENERIC_TERMS = verticalDefinition(null).terms;

type I18nModule = typeof import("./index");

/**
 * i18next and react-i18next are a chunk of their own (the dashboard's first chunk has no room for them under its
 * budget): the download starts when this module is first evaluated — with the dashboard's or the portal's code, while
 * their session call is still on its way — so it is there by the time a screen needs it. Until then `useTerms()`
 * suspends (TermsProvider's Suspense).
 */
let loaded: I18nModule | null = null;
const loading: Promise<I18nModule> = import("./index").then((i18nModule) => {
  loaded = i18nModule;
  return i18nModule;
});

/** Resolves once the messages can be formatted (the web tests wait for it before they render). */
export const termsReady = loading;

/** react-i18next's provider, once its chunk is there (at once when it already is). */
function I18nProvider({ children }: { children: ReactNode }) {
  const { TermsI18nProvider } = loaded ?? use(loading);
  return <TermsI18nProvider>{children}</TermsI18nProvider>;
}

const TermsContext = createContext<VerticalTerms>(GENERIC_TERMS);

/**
 * The workspace's words for what is drawn inside (the dashboard's tenant, the portal's tenant): its vertical's terms
 * with the admin's overrides, from the tenant info. Outside one, the generic vertical's (the spec's own words).
 */
export function TermsProvider({ terms, children }: { terms: VerticalTerms | null | undefined; children: ReactNode }) {
  return (
    <TermsContext.Provider value={terms ?? GENERIC_TERMS}>
      <Suspense fallback={null}>
        <I18nProvider>{children}</I18nProvider>
      </Suspense>
    </TermsContext.Provider>
  );
}

export interface UseTerms {
  terms: VerticalTerms;
  values: TermValues;
  /** A catalogue message with the workspace's nouns: `t("contacts.add")` → "Add Patient". */
  t: TermsT;
}

/** The workspace's nouns and `t` for the catalogue's messages (packages/shared `TERMS_MESSAGES`). */
export function useTerms(): UseTerms {
  const terms = useContext(TermsContext);
  const { useBoundTerms } = loaded ?? use(loading);
  const { values, t } = useBoundTerms(terms);
  return { terms, values, t };
}
