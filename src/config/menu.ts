import type { FeatureFlagKey } from '@/config/feature-flags';
import { findLegacyPage, LEGACY_PATH_PAGES } from '@/config/legacy-pages';
import { paths } from '@/config/paths';

/**
 * The full menu (docs/requirements.md §2): every area with its items. An item leads to a native route (`to`, an
 * in-app path) or to a legacy page (`legacyCode`, rendered under /ecom/<code>.do). Items may carry isRequiredLogin
 * (an anonymous user is sent to the login page first) and a feature flag (the item hides while the flag is off).
 * Legacy items take their login rule from config/legacy-pages.ts, so the two tables cannot disagree.
 */
export interface MenuItem {
  /** Stable id, also the i18n key under `menu:items.<id>`. */
  id: string;
  /** In-app path for native routes ('/schedule/point-to-point-schedule'). */
  to?: string;
  /**
   * Legacy page code ('CUP_HOM_3301') for embedded pages. With `to` as well, the item opens its native route and the
   * legacy page it replaced stays reachable by its old address as this item (same access rule, no blacklist alert).
   */
  legacyCode?: string;
  isRequiredLogin?: boolean;
  /** Feature flag that must be on for the item to show (docs/requirements.md §6); absent: always shown. */
  flag?: FeatureFlagKey;
}

/** One menu area (schedules, prices, ...) with its items; `id` is the i18n key under `menu:areas.<id>`. */
export interface MenuArea {
  id: string;
  items: readonly MenuItem[];
}

/** Id of the shipment-overview item, the one the shipment promotion highlights for 10 s (docs/requirements.md §4). */
export const SHIPMENT_OVERVIEW_ITEM_ID = 'shipment-overview';

/** A legacy page item by its 4-digit code; id and login rule come from the legacy table. Throws on unknown codes. */
function legacy(digits: string, flag?: FeatureFlagKey): MenuItem {
  const page = findLegacyPage(`CUP_HOM_${digits}`);
  if (!page) throw new Error(`Menu: no legacy page CUP_HOM_${digits} in config/legacy-pages.ts`);
  return {
    id: page.titleKey,
    legacyCode: page.code,
    ...(page.requiresLogin ? { isRequiredLogin: true } : {}),
    ...(flag ? { flag } : {}),
  };
}

/** Every menu area in display order (docs/requirements.md §2: schedules ... profile). */
export const MENU: readonly MenuArea[] = [
  {
    id: 'schedules',
    items: [
      { id: 'point-to-point-schedule', to: paths.pointToPointSchedule.path, flag: 'schedules' },
      { id: 'vessel-schedule', to: paths.vesselSchedule.path, flag: 'schedules' },
      { id: 'port-schedule', to: paths.portSchedule.path, flag: 'schedules' },
      { id: 'long-range-schedule', to: paths.longRangeSchedule.path, flag: 'schedules' },
      legacy('3010', 'schedules'),
    ],
  },
  {
    id: 'prices',
    // ONE Quote, the surcharge code inquiry, the tariff surcharge search and the D&D tariff are native; the legacy
    // tariff, local charge and my-quotation pages stay, and so does the surcharge page embedded by path. Detention
    // status (3206) is the native D&D page under Manage shipment.
    items: [
      { id: 'one-quote', to: paths.oneQuote.path, flag: 'quote' },
      { id: 'surcharge-code-inquiry', to: paths.surchargeCodeInquiry.path },
      { id: 'tariff-surcharge-search', to: paths.tariffSurchargeSearch.path },
      legacy('3201'),
      { id: 'surcharge-search', to: LEGACY_PATH_PAGES.surcharge.hostPath },
      legacy('3203'),
      { id: 'demurrage-detention-tariff', to: paths.demurrageDetentionTariff.path },
      legacy('3207', 'quote'),
    ],
  },
  {
    id: 'booking',
    // Booking request and quick booking are native pages; the legacy booking request (3401) and booking
    // status (3402, now the shipments overview) are replaced. The booking template (3403) is native with its
    // three routes; the address book has a native page beside the legacy one (embedded by path).
    items: [
      { id: 'booking-request', to: paths.bookingRequest.path, isRequiredLogin: true, flag: 'booking' },
      { id: 'quick-booking', to: paths.quickBooking.path, isRequiredLogin: true, flag: 'booking' },
      { id: 'booking-template', to: paths.bookingTemplates.path, isRequiredLogin: true, flag: 'booking' },
      { id: 'my-booking-template', to: paths.myBookingTemplates.path, isRequiredLogin: true, flag: 'booking' },
      { id: 'share-booking-template', to: paths.shareBookingTemplate.path, isRequiredLogin: true, flag: 'booking' },
      { id: 'my-address-book', to: paths.myAddressBook.path, isRequiredLogin: true },
      { id: 'eu-customs-information', to: paths.euCustomsInformation.path, isRequiredLogin: true, flag: 'booking' },
      { id: 'address-book', to: LEGACY_PATH_PAGES.addressBook.hostPath, isRequiredLogin: true },
    ],
  },
  {
    id: 'documentation',
    // The SI summary and the SI form replace SI status (3502) and SI submission (3501); the legacy pages stay
    // reachable by URL. VGM input and search (3504, 3505) open the native VGM page.
    items: [
      { id: 'si-summary', to: paths.siSummary.path, isRequiredLogin: true, flag: 'booking' },
      { id: 'si-submission-amendment', to: paths.siSubmissionAmendment.path, isRequiredLogin: true, flag: 'booking' },
      { id: 'house-bl-templates', to: paths.houseBlTemplates.path, isRequiredLogin: true, flag: 'booking' },
      { id: 'vgm-input', to: paths.vgm.path, isRequiredLogin: true },
      { id: 'vgm-search', to: paths.vgmSearch.path, isRequiredLogin: true },
      legacy('3506'),
      legacy('3507'),
    ],
  },
  {
    id: 'manageShipment',
    // The shipments overview is native (it replaces the legacy one, 3520, and keeps its id, which the
    // shipment promotion highlights); shipment documents stay legacy.
    items: [
      { id: SHIPMENT_OVERVIEW_ITEM_ID, to: paths.shipments.path, isRequiredLogin: true, flag: 'booking' },
      { id: 'detention-status', to: paths.demurrageDetention.path, isRequiredLogin: true },
      legacy('3521'),
    ],
  },
  {
    id: 'tracking',
    // Cargo tracking is native; its legacy page keeps working for old links and the frame's own links.
    items: [
      { ...legacy('3301', 'tracking'), to: paths.cargoTrackingNative.path },
      legacy('3302'),
      legacy('3303'),
      legacy('3304'),
      // Event Notification (3305) opens the native alerts page (e-Subscription, 3308, leads there too).
      { id: 'event-notification', to: paths.alerts.path, isRequiredLogin: true },
    ],
  },
  {
    id: 'deliveryOrders',
    // Native: one page requests, shows, prints and follows the release of delivery orders (it replaces the legacy
    // request, status, print, agent assignment and release status pages, 3601 to 3605, whose old links lead to it).
    items: [{ id: 'delivery-orders', to: paths.deliveryOrders.path, isRequiredLogin: true }],
  },
  {
    id: 'eFinance',
    // My invoices, Dispute, Online payment and Payment history are native (they replace the legacy pages 3701-3704
    // and keep their ids; a payment starts from the invoices picked on My invoices); so are Tax Invoice (3705), Credit Note
    // (3706) and the Statement of Account (3707).
    items: [
      { id: 'my-invoice', to: paths.myInvoices.path, isRequiredLogin: true, flag: 'eFinance' },
      { id: 'invoice-dispute', to: paths.disputes.path, isRequiredLogin: true, flag: 'dispute' },
      { id: 'online-payment', to: paths.newPayment.path, isRequiredLogin: true, flag: 'payment' },
      { id: 'tax-invoice', to: paths.taxInvoices.path, isRequiredLogin: true, flag: 'taxInvoice' },
      { id: 'payment-history', to: paths.payments.path, isRequiredLogin: true, flag: 'payment' },
      { id: 'credit-note', to: paths.creditNotes.path, isRequiredLogin: true, flag: 'eFinance' },
      { id: 'statement-of-account', to: paths.statement.path, isRequiredLogin: true, flag: 'eFinance' },
    ],
  },
  { id: 'reports', items: [legacy('3801'), legacy('3802'), legacy('3804')] },
  {
    id: 'profile',
    items: [{ id: 'my-profile', to: paths.myProfile.path, isRequiredLogin: true }, legacy('3902'), legacy('3903')],
  },
];

/** The in-app path an item leads to: its native route, or `/ecom/<code>.do` for a legacy page. */
export function menuItemPath(item: MenuItem): string {
  if (item.to) return item.to;
  if (item.legacyCode) return paths.legacyPage.href(item.legacyCode);
  throw new Error(`Menu item ${item.id} has neither 'to' nor 'legacyCode'`);
}

/**
 * The menu item whose target is `pathname` (an in-app path such as '/ecom/CUP_HOM_3301.do' or
 * '/schedule/point-to-point-schedule'), or undefined when no item leads there. A native item that replaced a legacy
 * page is also found by that page's address.
 */
export function findMenuItemByPath(pathname: string): MenuItem | undefined {
  for (const area of MENU) {
    for (const item of area.items) {
      if (menuItemPath(item) === pathname) return item;
      if (item.to && item.legacyCode && paths.legacyPage.href(item.legacyCode) === pathname) return item;
    }
  }
  return undefined;
}
