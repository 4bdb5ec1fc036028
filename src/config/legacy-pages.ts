import { paths } from './paths';
/**
 * The legacy page table (docs/requirements.md §2 "title map"): every page of the older portal that the new portal embeds under
 * `/ecom/CUP_HOM_xxxx.do`, with its i18n title key (namespace `legacy`, key `titles.<titleKey>`), the menu area it
 * belongs to and whether it needs a logged-in user.
 *
 * Codes known from the carrier's public portal (reference/carrier-portals.md): CUP_HOM_3301 cargo tracking,
 * CUP_HOM_3005 schedule query (our "Point to Point Schedule" legacy page), CUP_HOM_3116 login, CUP_HOM_3009 home.
 * Every other code is assigned here, once, by area: 30xx schedules, 31xx account, 32xx prices, 33xx tracking,
 * 34xx booking, 35xx documentation, 36xx delivery orders, 37xx e-finance, 38xx reports, 39xx profile and settings.
 * This table is the single source: the menu (config/menu.ts), the legacy bridge and the stand-in portal all read it.
 */
export type LegacyArea =
  | 'schedules'
  | 'prices'
  | 'booking'
  | 'documentation'
  | 'manageShipment'
  | 'tracking'
  | 'deliveryOrders'
  | 'eFinance'
  | 'reports'
  | 'profile'
  | 'account';

/** One embedded legacy page: `code` like 'CUP_HOM_3301', `titleKey` under `legacy:titles.*`. */
export interface LegacyPage {
  code: string;
  titleKey: string;
  area: LegacyArea;
  /** True when the older portal asks for central login before it shows the page to an anonymous user. */
  requiresLogin: boolean;
}

const page = (code: string, titleKey: string, area: LegacyArea, requiresLogin = true): LegacyPage => ({
  code: `CUP_HOM_${code}`,
  titleKey,
  area,
  requiresLogin,
});

/** All embedded legacy pages (75), in menu order within each area. */
export const LEGACY_PAGES: readonly LegacyPage[] = [
  // Schedules (30xx)
  page('3005', 'point-to-point-schedule', 'schedules', false),
  page('3006', 'vessel-schedule', 'schedules', false),
  page('3007', 'port-schedule', 'schedules', false),
  page('3008', 'long-range-schedule', 'schedules', false),
  page('3010', 'my-schedule', 'schedules'),
  page('3011', 'schedule-change-notice', 'schedules', false),
  page('3012', 'coastal-schedule', 'schedules', false),
  page('3013', 'terminal-cut-off', 'schedules', false),
  // Account (31xx)
  page('3116', 'login', 'account', false),
  page('3117', 'create-account', 'account', false),
  page('3118', 'forgot-password', 'account', false),
  page('3119', 'change-password', 'account'),
  // Prices (32xx)
  page('3201', 'tariff-search', 'prices', false),
  page('3202', 'surcharge-search', 'prices', false),
  page('3203', 'local-charge-search', 'prices', false),
  page('3204', 'inland-tariff-search', 'prices', false),
  page('3205', 'demurrage-detention-tariff', 'prices', false),
  page('3206', 'detention-status', 'prices'),
  page('3207', 'my-quotation', 'prices'),
  page('3208', 'contract-rate-inquiry', 'prices'),
  // Tracking (33xx)
  page('3301', 'cargo-tracking', 'tracking', false),
  page('3302', 'mail-tracking', 'tracking'),
  page('3303', 'my-tracking', 'tracking'),
  page('3304', 'visibility-summary', 'tracking'),
  page('3305', 'event-notification', 'tracking'),
  page('3306', 'container-movement-history', 'tracking'),
  page('3307', 'reefer-monitoring', 'tracking'),
  page('3308', 'e-subscription', 'tracking'),
  // Booking (34xx)
  page('3401', 'booking-request', 'booking'),
  page('3402', 'booking-status', 'booking'),
  page('3403', 'booking-template', 'booking'),
  page('3404', 'booking-amendment', 'booking'),
  page('3405', 'booking-cancellation', 'booking'),
  page('3406', 'booking-confirmation-print', 'booking'),
  page('3407', 'dangerous-cargo-application', 'booking'),
  page('3408', 'awkward-cargo-application', 'booking'),
  page('3409', 'reefer-cargo-application', 'booking'),
  page('3410', 'empty-container-release', 'booking'),
  // Documentation (35xx)
  page('3501', 'si-submission', 'documentation'),
  page('3502', 'si-status', 'documentation'),
  page('3503', 'si-template', 'documentation'),
  page('3504', 'vgm-input', 'documentation'),
  page('3505', 'vgm-search', 'documentation'),
  page('3506', 'draft-nn-bl', 'documentation'),
  page('3507', 'house-bl-check', 'documentation'),
  page('3508', 'bl-print', 'documentation'),
  page('3509', 'bl-surrender-request', 'documentation'),
  page('3510', 'sea-waybill', 'documentation'),
  page('3511', 'arrival-notice', 'documentation'),
  page('3512', 'certificate-request', 'documentation'),
  page('3513', 'customs-manifest-status', 'documentation'),
  page('3514', 'ams-aci-filing', 'documentation'),
  page('3515', 'correction-request', 'documentation'),
  // Manage shipment (35xx continued)
  page('3520', 'shipment-overview', 'manageShipment'),
  page('3521', 'shipment-documents', 'manageShipment'),
  // Delivery orders (36xx)
  page('3601', 'delivery-order-request', 'deliveryOrders'),
  page('3602', 'delivery-order-status', 'deliveryOrders'),
  page('3603', 'delivery-order-print', 'deliveryOrders'),
  page('3604', 'delivery-order-agent-assignment', 'deliveryOrders'),
  page('3605', 'release-status', 'deliveryOrders'),
  // E-finance (37xx)
  page('3701', 'my-invoice', 'eFinance'),
  page('3702', 'invoice-dispute', 'eFinance'),
  page('3703', 'online-payment', 'eFinance'),
  page('3704', 'payment-history', 'eFinance'),
  page('3705', 'tax-invoice', 'eFinance'),
  page('3706', 'credit-note', 'eFinance'),
  page('3707', 'statement-of-account', 'eFinance'),
  // Reports (38xx)
  page('3801', 'manage-report', 'reports'),
  page('3802', 'booking-report', 'reports'),
  page('3803', 'shipment-report', 'reports'),
  page('3804', 'emission-report', 'reports'),
  page('3805', 'detention-report', 'reports'),
  // Profile and settings (39xx)
  page('3901', 'my-profile', 'profile'),
  page('3902', 'company-users', 'profile'),
  page('3903', 'notification-settings', 'profile'),
];

/** The legacy home page code; it maps to the new portal's home `/` (docs/requirements.md §2). */
export const LEGACY_HOME_CODE = 'CUP_HOM_3009';

/** A legacy page embedded by path rather than by code (docs/requirements.md §2). */
export interface LegacyPathPage {
  /** In-app route of the host page. */
  hostPath: string;
  /** Path of the page on the legacy origin. */
  legacyPath: string;
  /** Title key under `legacy:titles.*`. */
  titleKey: string;
  /** True when the older portal asks for central login before it shows the page to an anonymous user. */
  requiresLogin: boolean;
  /** The host's spinner stays at least this long, in ms (the surcharge page: about one second, docs/requirements.md §9). */
  minSpinnerMs: number;
}

/**
 * Legacy pages embedded by path rather than by code (docs/requirements.md §2); see docs/areas/legacy-bridge.md. The address book
 * sits under booking (parties of a booking come from it), the surcharge search under prices.
 */
export const LEGACY_PATH_PAGES = {
  /** Hosted at /booking/address-book: the older portal's address book (needs login). */
  addressBook: {
    hostPath: '/booking/address-book',
    legacyPath: '/ecom/addressBook.do',
    titleKey: 'address-book',
    requiresLogin: true,
    minSpinnerMs: 0,
  },
  /** Hosted at /prices/surcharge-search: the older portal's surcharge search (public; spinner at least 1000 ms). */
  surcharge: {
    hostPath: '/prices/surcharge-search',
    legacyPath: '/ecom/surchargeSearch.do',
    titleKey: 'surcharge',
    requiresLogin: false,
    minSpinnerMs: 1000,
  },
} as const satisfies Record<string, LegacyPathPage>;

/** Matches a legacy page file name: 'CUP_HOM_' + 4 digits + '.do'. */
export const LEGACY_CODE_PATTERN = /^CUP_HOM_\d{4}$/;

/** The page of `code` ('CUP_HOM_3301'), or undefined when the table has no such page. */
export function findLegacyPage(code: string): LegacyPage | undefined {
  return LEGACY_PAGES.find((entry) => entry.code === code);
}

/**
 * Legacy pages the portal now has as its own pages, by code: an old link or bookmark goes to the native
 * page (in-app path of config/paths.ts) instead of the frame, whose menu item is gone (a logged-in user would get the
 * blacklist alert). The native page guards login and its feature flag itself.
 */
export const LEGACY_PAGES_NOW_NATIVE: Readonly<Record<string, string>> = {
  CUP_HOM_3006: paths.vesselSchedule.href(),
  CUP_HOM_3007: paths.portSchedule.href(),
  CUP_HOM_3008: paths.longRangeSchedule.href(),
  CUP_HOM_3205: paths.demurrageDetentionTariff.href(),
  CUP_HOM_3206: paths.demurrageDetention.href(),
  CUP_HOM_3305: paths.alerts.href(),
  CUP_HOM_3308: paths.alerts.href(),
  CUP_HOM_3401: paths.bookingRequest.href(),
  CUP_HOM_3402: paths.shipments.href(),
  CUP_HOM_3520: paths.shipments.href(),
  CUP_HOM_3701: paths.myInvoices.href(),
  CUP_HOM_3702: paths.disputes.href(),
  CUP_HOM_3703: paths.newPayment.href(),
  CUP_HOM_3704: paths.payments.href(),
  CUP_HOM_3705: paths.taxInvoices.href(),
  CUP_HOM_3706: paths.creditNotes.href(),
  CUP_HOM_3707: paths.statement.href(),
  CUP_HOM_3601: paths.deliveryOrders.href(),
  CUP_HOM_3602: paths.deliveryOrders.href(),
  CUP_HOM_3603: paths.deliveryOrders.href(),
  CUP_HOM_3604: paths.deliveryOrders.href(),
  CUP_HOM_3605: paths.deliveryOrders.href(),
  CUP_HOM_3504: paths.vgm.href(),
  CUP_HOM_3505: paths.vgmSearch.href(),
};
