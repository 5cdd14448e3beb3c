/** Leaves the single-page app for a server route (login, logout). One place, so tests can watch it. */
export function leaveTo(url: string): void {
  window.location.assign(url);
}
