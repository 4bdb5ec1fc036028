import { paths } from '@/config/paths';

const PLACEHOLDER_ORIGIN = 'https://portal.invalid';

// A dot segment, plain or percent-encoded ('.', '..', '%2e', '%2E.', ...): resolving it moves the path in ways a check of
// the raw string cannot see ('/..//evil.com' resolves to '//evil.com').
const DOT_SEGMENT = /(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)/i;
// An encoded slash or backslash would become one after a later decoding (the router decodes the path).
const ENCODED_SEPARATOR = /%(?:2f|5c)/i;

/**
 * The in-app path to go back to after login, or '/' when `returnTo` is missing or not an in-app path
 * (security-notes.md: no open redirects). Accepted: a single leading '/', no '//' or '/\' prefix, no backslash or
 * control character anywhere, no scheme, no dot segment (also not percent-encoded: '/%2e%2e/'), no encoded slash or
 * backslash; the URL is then normalised and its pathname checked again: it must start with exactly one '/' and stay on
 * the app's own origin. '/login' itself falls back to '/' (no loop).
 */
export function safeReturnTo(returnTo: string | null | undefined): string {
  const home = paths.home.href();
  if (!returnTo) return home;
  if (!returnTo.startsWith('/') || returnTo.startsWith('//')) return home;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused
  if (/[\\\u0000-\u001f\u007f]/.test(returnTo)) return home;
  const pathPart = returnTo.split(/[?#]/, 1)[0] ?? '';
  if (DOT_SEGMENT.test(pathPart) || ENCODED_SEPARATOR.test(pathPart)) return home;
  let url: URL;
  try {
    url = new URL(returnTo, PLACEHOLDER_ORIGIN);
  } catch {
    return home;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return home;
  // The normalised pathname is what the router will navigate to: never protocol-relative.
  if (!url.pathname.startsWith('/') || url.pathname.startsWith('//')) return home;
  if (url.pathname === paths.login.path) return home;
  return `${url.pathname}${url.search}${url.hash}`;
}
