import { z } from '@/config/zod';

/*
 * The cross-window protocol between the new portal (host) and the embedded older portal (docs/requirements.md §7).
 * Every message is a plain object `{ type, ...fields }`. Wire names are camelCase strings; the constants below give
 * them UPPER_SNAKE names in code. The stand-in portal (mocks/legacy-portal/public/protocol.js) speaks the same names;
 * tests/mocks/legacy-portal.test.ts keeps the two in step.
 */

/** Messages the legacy page sends to the host (docs/requirements.md §7, "cross-window messages from the embedded page"). */
export const LEGACY_MESSAGE = {
  /** The page needs a logged-in user: the host sends the user to central login and back. */
  REDIRECT_TO_LOGIN: 'redirectToCentralLogin',
  /** The page's content height changed (`bodyHeight`, CSS px): the frame takes that height. */
  RESIZE: 'resize',
  /** The page started (`isLoading: true`) or finished (`false`) loading. */
  LOADING: 'loading',
  /** Open an in-app route (`pathName`, resolved through the navigate allow-list). */
  NAVIGATE: 'navigate',
  /** The page started a file download: the next loading state is not shown. */
  DOWNLOAD: 'downloadEvent',
  /** Highlight the shipment-overview menu item for 10 s (docs/requirements.md §4). */
  PROMOTE_SHIPMENT_OVERVIEW: 'promoteShipmentOverview',
  /** Open the point-to-point schedule with the default date range. */
  REDIRECT_TO_SCHEDULE: 'redirectToSchedule',
} as const;

/** Messages the host sends to the legacy page, always with the exact legacy origin as target. */
export const HOST_MESSAGE = {
  /** The guide of the current menu and the portal's static endpoint (docs/requirements.md §7, "update guide url"). */
  UPDATE_GUIDE_URL: 'updateGuideUrl',
  /** Whether a user is logged in; never a token. Sent after every frame load. */
  LOGIN_STATE: 'loginState',
} as const;

/**
 * Size limits of incoming messages. A message is a small flat object: more keys, longer strings or larger numbers
 * than these are dropped before anything else looks at them.
 */
export const MESSAGE_LIMITS = {
  /** Most keys of one message object (type plus at most two fields). */
  maxKeys: 3,
  /** Longest `pathName` of a navigate message, in characters. */
  maxPathLength: 2048,
  /** Largest `bodyHeight`, in CSS px (a very long legacy list is about 20,000 px). */
  maxBodyHeightPx: 50_000,
} as const;

/** redirect to central login: `{ type: 'redirectToCentralLogin' }`. */
export const redirectToLoginMessageSchema = z.strictObject({ type: z.literal(LEGACY_MESSAGE.REDIRECT_TO_LOGIN) });

/** resize: `{ type: 'resize', bodyHeight }`, bodyHeight a whole number of CSS px, 0 to 50,000. */
export const resizeMessageSchema = z.strictObject({
  type: z.literal(LEGACY_MESSAGE.RESIZE),
  bodyHeight: z.number().int().min(0).max(MESSAGE_LIMITS.maxBodyHeightPx),
});

/** loading: `{ type: 'loading', isLoading }`; `false` means the page is loaded. */
export const loadingMessageSchema = z.strictObject({
  type: z.literal(LEGACY_MESSAGE.LOADING),
  isLoading: z.boolean(),
});

/**
 * navigate: `{ type: 'navigate', pathName }`, an in-app path such as '/schedule/point-to-point-schedule?x=1'. The
 * schema only bounds its size; whether it may be opened is the allow-list's decision (navigate-allow-list.ts).
 */
export const navigateMessageSchema = z.strictObject({
  type: z.literal(LEGACY_MESSAGE.NAVIGATE),
  pathName: z.string().min(1).max(MESSAGE_LIMITS.maxPathLength),
});

/** download event: `{ type: 'downloadEvent' }`. */
export const downloadMessageSchema = z.strictObject({ type: z.literal(LEGACY_MESSAGE.DOWNLOAD) });

/** promote shipment overview: `{ type: 'promoteShipmentOverview' }`. */
export const promoteShipmentOverviewMessageSchema = z.strictObject({
  type: z.literal(LEGACY_MESSAGE.PROMOTE_SHIPMENT_OVERVIEW),
});

/** redirect to schedule: `{ type: 'redirectToSchedule' }`; the date range comes from the host's configuration. */
export const redirectToScheduleMessageSchema = z.strictObject({ type: z.literal(LEGACY_MESSAGE.REDIRECT_TO_SCHEDULE) });

/** Every message the host accepts: a union discriminated by `type`. */
export const legacyMessageSchema = z.discriminatedUnion('type', [
  redirectToLoginMessageSchema,
  resizeMessageSchema,
  loadingMessageSchema,
  navigateMessageSchema,
  downloadMessageSchema,
  promoteShipmentOverviewMessageSchema,
  redirectToScheduleMessageSchema,
]);

/** A validated message from the legacy page. */
export type LegacyMessage = z.infer<typeof legacyMessageSchema>;

/** The guide part of "update guide url": the menu's video and document guide URLs, or null when it has none. */
export const guideUrlsSchema = z.strictObject({
  menuCode: z.string().max(100),
  video: z.string().max(MESSAGE_LIMITS.maxPathLength),
  documentGuide: z.string().max(MESSAGE_LIMITS.maxPathLength),
});

/** update guide url (host -> legacy page): `{ type: 'updateGuideUrl', guide, staticEndpoint }`. */
export const updateGuideUrlMessageSchema = z.strictObject({
  type: z.literal(HOST_MESSAGE.UPDATE_GUIDE_URL),
  guide: guideUrlsSchema.nullable(),
  /** Absolute URL of the portal's static files (its base, e.g. 'https://ecomm.one-line.com/one-ecom/'). */
  staticEndpoint: z.string().max(MESSAGE_LIMITS.maxPathLength),
});

/** login state (host -> legacy page): `{ type: 'loginState', loggedIn }`. Never carries a token. */
export const loginStateMessageSchema = z.strictObject({
  type: z.literal(HOST_MESSAGE.LOGIN_STATE),
  loggedIn: z.boolean(),
});

/** Every message the host sends to the legacy page. */
export const hostMessageSchema = z.discriminatedUnion('type', [updateGuideUrlMessageSchema, loginStateMessageSchema]);

/** A message the host sends to the legacy page. */
export type HostMessage = z.infer<typeof hostMessageSchema>;

/** Why a message was dropped (logged in development). */
export type DropReason = 'origin' | 'source' | 'shape' | 'size' | 'schema';

/**
 * Validates `data` as a {@link LegacyMessage}. Cheap checks first: it must be a plain object with at most
 * {@link MESSAGE_LIMITS.maxKeys} keys (a huge or nested payload is refused before zod walks it).
 */
export function parseLegacyMessage(
  data: unknown,
): { ok: true; message: LegacyMessage } | { ok: false; reason: DropReason } {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { ok: false, reason: 'shape' };
  const prototype: unknown = Object.getPrototypeOf(data);
  if (prototype !== Object.prototype && prototype !== null) return { ok: false, reason: 'shape' };
  if (Object.keys(data).length > MESSAGE_LIMITS.maxKeys) return { ok: false, reason: 'size' };
  const parsed = legacyMessageSchema.safeParse(data);
  return parsed.success ? { ok: true, message: parsed.data } : { ok: false, reason: 'schema' };
}
