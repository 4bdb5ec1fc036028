/**
 * Contact points of the portal's customer support (support page, access-denied popup of docs/requirements.md §2).
 * The mailbox is the carrier's e-commerce helpdesk; the app store links are the carrier's public app listings.
 */
export const SUPPORT_EMAIL = 'ecom.support@one-line.com';

/** Where the home page's QR code leads: the carrier's mobile app page, which forwards to the user's app store. */
export const MOBILE_APP_URL = 'https://www.one-line.com/en/online-business-tools/one-mobile-app';
