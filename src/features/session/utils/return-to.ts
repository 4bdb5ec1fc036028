import { paths } from '@/config/paths';

const PLACEHOLDER_ORIGIN = 'https://portal.invalid';

/**
 * The in-app path to go back to after login, or '/' when `returnTo` is missing or not an in-app path
 * (security-notes.md: no open redirects). Accepted: a single leading '/', no '//' or '/\' prefix, no backslash or
 * control character anywhere, no scheme, and it must stay on the app's own origin once resolved. '/login' itself
 * falls back to '/' (no loop).
 */
export function safeReturnTo(returnTo: string | null | undefined): string {
  if (!returnTo) return paths.home.href();
  if (!returnTo.startsWith('/') || returnTo.startsWith('//')) return paths.home.href();
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused
  if (/[\\\u0000-\u001f\u007f]/.test(returnTo)) return paths.home.href();
  let url: URL;
  try {
    url = new URL(returnTo, PLACEHOLDER_ORIGIN);
  } catch {
    return paths.home.href();
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return paths.home.href();
  if (url.pathname === paths.login.path) return paths.home.href();
  return `${url.pathname}${url.search}${url.hash}`;
}
