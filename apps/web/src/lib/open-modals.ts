import { useEffect, useSyncExternalStore } from "react";

/*
 * How many modal dialogs are open, published by the dialogs themselves (components/ui/dialog.tsx, alert-dialog.tsx)
 * for whoever lays itself out around them: the toaster moves to the top while one is open, so a toast about the
 * dialog's own action never covers its buttons.
 */
let openModals = 0;
const listeners = new Set<() => void>();

function changeBy(delta: number) {
  openModals += delta;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Rendered inside a modal's content, which Radix mounts only while the modal is shown: counts it as open. */
export function OpenModalMarker(): null {
  useEffect(() => {
    changeBy(1);
    return () => changeBy(-1);
  }, []);
  return null;
}

/** Whether any modal dialog is open now. */
export function useAnyModalOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => openModals > 0,
    () => false,
  );
}
