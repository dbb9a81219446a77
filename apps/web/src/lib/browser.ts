/**
 * Full-page navigations, behind one object so tests can replace them (jsdom's `location` cannot be spied on).
 * Client-side moves use React Router; these are for another host or a fresh page.
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};
