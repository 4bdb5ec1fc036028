import { matchPath } from 'react-router-dom';

import { findLegacyPage, LEGACY_HOME_CODE, LEGACY_PATH_PAGES } from '@/config/legacy-pages';
import { findMenuItemByPath } from '@/config/menu';
import { paths } from '@/config/paths';

import { MESSAGE_LIMITS } from './legacy-messages';

/**
 * In-app route patterns a legacy page may open with a navigate message (react-router patterns, relative to the
 * basename). Login is not on it: the legacy page asks for login with its own message, so a navigate can never pick
 * the page the user returns to. Legacy pages (`/ecom/:page`) are further checked against the legacy page table.
 */
export const NAVIGATE_ALLOW_LIST: readonly string[] = [
  paths.home.path,
  paths.pointToPointSchedule.path,
  paths.legacyPage.path,
  paths.myProfile.path,
  paths.oneSolutions.path,
  paths.supportPage.path,
  LEGACY_PATH_PAGES.addressBook.hostPath,
  LEGACY_PATH_PAGES.surcharge.hostPath,
];

// Any host works: the URL parser only serves to split path, query and hash and to catch inputs that leave it.
const SENTINEL_ORIGIN = 'https://portal.invalid';
// The app's base (docs/requirements.md §2: /one-ecom) as a legacy page may include it; also the build's base if it differs.
const BASE_PATHS = [...new Set(['/one-ecom', import.meta.env.BASE_URL.replace(/\/$/, '')])].filter(Boolean);
// Control characters, whitespace and backslashes are never part of an in-app path; browsers "repair" them into
// something else (a backslash becomes '/', so '/\evil.com' would be '//evil.com').
// eslint-disable-next-line no-control-regex -- the point is to refuse control characters
const FORBIDDEN_CHARACTERS = /[\u0000-\u0020\u007f-\u009f\\]/;
// In the path: percent-encoded '/', '\', '.', '%' or control characters. A route never needs them, and decoding layers
// (the router, the legacy portal) could turn them into a path that leaves the app.
const FORBIDDEN_PATH_ENCODINGS = /%(?:2f|5c|2e|25|0[0-9a-f]|1[0-9a-f]|7f)/i;
// In the query and the fragment only encoded control characters: a value may well hold an encoded '/' or '%' (a date
// 21/11, a B/L number, a search for "50%"), and a query never changes which route opens.
const FORBIDDEN_QUERY_ENCODINGS = /%(?:0[0-9a-f]|1[0-9a-f]|7f)/i;

/** Options of {@link resolveNavigateTarget}: the patterns and the menu lookup (injectable for tests). */
export interface NavigateAllowListOptions {
  allowList?: readonly string[];
  findMenuItem?: (pathname: string) => unknown;
}

/**
 * Resolves the `pathName` of a navigate message to an in-app path (pathname + search + hash, relative to the
 * basename), or null when it must not be opened. Refused: anything that is not a single-slash absolute path
 * (absolute URLs, protocol-relative '//host', 'javascript:', relative paths), backslashes, whitespace and control
 * characters, encoded slashes, dots, percent signs or control characters in the path (in the query and fragment only
 * encoded control characters: '%2F' and '%25' are ordinary in values), '.' or '..' segments, and paths that match
 * neither the allow-list nor a menu item. A leading '/one-ecom' basename is accepted and removed. A legacy page path
 * must name a page of the legacy table; the legacy home maps to '/'.
 */
export function resolveNavigateTarget(pathName: unknown, options: NavigateAllowListOptions = {}): string | null {
  const allowList = options.allowList ?? NAVIGATE_ALLOW_LIST;
  const findMenuItem = options.findMenuItem ?? findMenuItemByPath;
  if (typeof pathName !== 'string' || pathName.length === 0 || pathName.length > MESSAGE_LIMITS.maxPathLength) {
    return null;
  }
  if (!pathName.startsWith('/') || pathName.startsWith('//')) return null;
  const rawPath = pathName.split(/[?#]/, 1)[0] ?? '';
  const rawRest = pathName.slice(rawPath.length);
  if (FORBIDDEN_CHARACTERS.test(pathName)) return null;
  if (FORBIDDEN_PATH_ENCODINGS.test(rawPath) || FORBIDDEN_QUERY_ENCODINGS.test(rawRest)) return null;

  let url: URL;
  try {
    url = new URL(pathName, SENTINEL_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== SENTINEL_ORIGIN || url.username || url.password) return null;
  if (rawPath.split('/').some((segment) => segment === '.' || segment === '..')) return null;
  // The raw input must already be normalised: the parser must not have changed the path (no encoding added).
  if (url.pathname !== rawPath) return null;
  let pathname = url.pathname;
  const base = BASE_PATHS.find((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  if (base) pathname = pathname.slice(base.length) || '/';

  const legacy = matchPath(paths.legacyPage.path, pathname);
  if (legacy) {
    const fileName = legacy.params.page ?? '';
    if (!fileName.endsWith('.do')) return null;
    const code = fileName.slice(0, -'.do'.length);
    if (code === LEGACY_HOME_CODE) return paths.home.href();
    if (!findLegacyPage(code)) return null;
  } else {
    const allowed =
      allowList.some((pattern) => matchPath(pattern, pathname) !== null) || findMenuItem(pathname) !== undefined;
    if (!allowed) return null;
  }
  return `${pathname}${url.search}${url.hash}`;
}
