/**
 * How recent the customer's e-ID login must be (minutes) to ask for the erasure of their data: a browser left logged
 * in, or a stolen session cookie, cannot ask for it. The CMS refuses with 403 freshLoginRequired; the site says so.
 */
export const erasureFreshLoginMinutes = 10;

/** Whether a login at `loggedInAt` is recent enough on `now` to ask for erasure; an unknown login time never is. */
export function isFreshLogin(loggedInAt: Date | string | null | undefined, now: Date = new Date()): boolean {
  if (!loggedInAt) return false;
  const at = new Date(loggedInAt).getTime();
  return !Number.isNaN(at) && at <= now.getTime() && now.getTime() - at < erasureFreshLoginMinutes * 60_000;
}
