import { useCallback, useEffect, useRef, useState } from "react";
import { useIsHydrating } from "@/lib/use-is-hydrating";
import type { StepIndex } from "./steps";
import {
  clearWizardState,
  initialWizardState,
  loadWizardState,
  saveWizardState,
  type WizardState,
} from "./wizard-state";

export interface OnboardingWizard {
  state: WizardState;
  /** Change data without moving. */
  update: (patch: Partial<Omit<WizardState, "step">>) => void;
  /** Save the step's data and move to the next step, scrolling to the top (SPEC §2). */
  advance: (patch?: Partial<Omit<WizardState, "step">>) => void;
  /** Back one step. */
  back: () => void;
  /** Jump to an earlier step; a later (or the current) step is ignored: the step bar never goes forward. */
  goBack: (step: StepIndex) => void;
  /** The wizard is done: forget the stored progress and stop storing it. */
  finish: () => void;
}

/**
 * The wizard's state: restored from sessionStorage when it was started from the same query string (a reload keeps
 * the progress), otherwise derived from the query parameters; every change is stored again until `finish()`.
 */
export function useOnboardingWizard(search: string): OnboardingWizard {
  const hydrating = useIsHydrating();
  const [state, setState] = useState<WizardState>(() =>
    hydrating ? initialWizardState(search) : (loadWizardState(search) ?? initialWizardState(search)),
  );
  const finished = useRef(false);

  // A server-rendered wizard starts as the server drew it (step 1), then resumes the stored progress.
  const [resumeAfterHydration] = useState(hydrating);
  useEffect(() => {
    const stored = resumeAfterHydration ? loadWizardState(search) : null;
    if (stored) setState(stored);
  }, [resumeAfterHydration, search]);

  useEffect(() => {
    if (!finished.current) saveWizardState(search, state);
  }, [search, state]);

  const update = useCallback((patch: Partial<Omit<WizardState, "step">>) => {
    setState((s) => ({ ...s, ...patch }));
  }, []);

  const advance = useCallback((patch: Partial<Omit<WizardState, "step">> = {}) => {
    setState((s) => ({ ...s, ...patch, step: Math.min(s.step + 1, 5) as StepIndex }));
    window.scrollTo(0, 0);
  }, []);

  const back = useCallback(() => {
    setState((s) => (s.step > 0 ? { ...s, step: (s.step - 1) as StepIndex } : s));
  }, []);

  const goBack = useCallback((step: StepIndex) => {
    setState((s) => (step < s.step ? { ...s, step } : s));
  }, []);

  const finish = useCallback(() => {
    finished.current = true;
    clearWizardState();
  }, []);

  return { state, update, advance, back, goBack, finish };
}
