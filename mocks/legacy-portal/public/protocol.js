// The legacy bridge protocol as the stand-in speaks it (docs/areas/legacy-bridge.md). Same names as the host's
// src/features/legacy-bridge/utils/legacy-messages.ts; tests/mocks/legacy-portal.test.ts keeps them equal.

/** Messages this page sends to the portal. */
export const LEGACY_MESSAGE = Object.freeze({
  REDIRECT_TO_LOGIN: 'redirectToCentralLogin',
  RESIZE: 'resize',
  LOADING: 'loading',
  NAVIGATE: 'navigate',
  DOWNLOAD: 'downloadEvent',
  PROMOTE_SHIPMENT_OVERVIEW: 'promoteShipmentOverview',
  REDIRECT_TO_SCHEDULE: 'redirectToSchedule',
});

/** Messages the portal sends to this page. */
export const HOST_MESSAGE = Object.freeze({
  UPDATE_GUIDE_URL: 'updateGuideUrl',
  LOGIN_STATE: 'loginState',
});

const isPlainObject = (value) =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

const isHttpUrl = (value) => {
  if (typeof value !== 'string' || value.length > 2048) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

/**
 * Validates a message from the portal; returns it, or null when it is not one of HOST_MESSAGE's shapes:
 * { type: 'loginState', loggedIn: boolean } or { type: 'updateGuideUrl', guide: {menuCode, video, documentGuide} | null,
 * staticEndpoint: http(s) URL }. Guide URLs that are not http(s) are dropped (set to '').
 */
export function parseHostMessage(data) {
  if (!isPlainObject(data) || Object.keys(data).length > 3) return null;
  if (data.type === HOST_MESSAGE.LOGIN_STATE && typeof data.loggedIn === 'boolean') {
    return { type: data.type, loggedIn: data.loggedIn };
  }
  if (data.type === HOST_MESSAGE.UPDATE_GUIDE_URL && isHttpUrl(data.staticEndpoint)) {
    const guide = isPlainObject(data.guide)
      ? {
          menuCode: String(data.guide.menuCode ?? '').slice(0, 100),
          video: isHttpUrl(data.guide.video) ? data.guide.video : '',
          documentGuide: isHttpUrl(data.guide.documentGuide) ? data.guide.documentGuide : '',
        }
      : null;
    return { type: data.type, guide, staticEndpoint: data.staticEndpoint };
  }
  return null;
}
