import "@testing-library/jest-dom/vitest";
import { act, cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, vi } from "vitest";
import { resetToasts } from "@/components/ui/use-toast";
import { termsReady } from "@/i18n/terms";
import { setFormatLocale } from "@/lib/format";
import { server } from "./server";

// Lazy route chunks load through Vite's transform on first use: on a busy 2-core CI machine that can take longer than
// findBy's default second. A wait for a condition, not a sleep: it returns as soon as the element is there.
configure({ asyncUtilTimeout: 5000 });

// Screens format dates and numbers in the reader's locale; the tests read them as an en-US reader would.
setFormatLocale("en-US");

// jsdom has no scrolling; React Router's <ScrollRestoration> calls it on every navigation.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// jsdom has no ResizeObserver; Radix (Checkbox's form input, Tabs) observes element sizes.
if (!("ResizeObserver" in globalThis)) {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  globalThis.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
}

// jsdom has no pointer capture; a press on a toast (its Undo) captures the pointer for the swipe to dismiss.
const elementProto = Element.prototype as Partial<Element>;
if (!elementProto.setPointerCapture) {
  elementProto.setPointerCapture = () => {};
  elementProto.releasePointerCapture = () => {};
  elementProto.hasPointerCapture = () => false;
}

// A timer still pending when a test file ends would fire after the file's jsdom is gone ("window is not defined"): a
// toast dismissed in a file's last test removes itself 200 ms later (sonner's own setTimeout). They are cleared at the
// end of each file; what a test waits for has fired by then.
const pendingTimers = new Set<ReturnType<typeof setTimeout>>();
const nativeSetTimeout = globalThis.setTimeout;
const nativeClearTimeout = globalThis.clearTimeout;
const trackedSetTimeout = (callback: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
  const handle = nativeSetTimeout(
    (...callArgs: unknown[]) => {
      pendingTimers.delete(handle);
      callback(...callArgs);
    },
    ms,
    ...args,
  );
  pendingTimers.add(handle);
  return handle;
};
globalThis.setTimeout = trackedSetTimeout as unknown as typeof setTimeout;
afterAll(() => {
  for (const handle of pendingTimers) nativeClearTimeout(handle);
  pendingTimers.clear();
});

// Every request goes to the one MSW server (test/server.ts): API routes no test answers get a 404, anything else fails.
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
// The terminology messages' i18next chunk (i18n/terms.tsx), loaded before a screen renders as in the app.
beforeAll(() => termsReady);
afterAll(() => server.close());

afterEach(() => {
  cleanup();
  server.resetHandlers();
  act(() => resetToasts());
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.className = "";
  document.documentElement.removeAttribute("style");
});
