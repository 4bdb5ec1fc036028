import type { QueryClient } from '@tanstack/react-query';

import { paths } from '@/config/paths';
import { sessionStore } from '@/domain/session/session-store';

/** One page of the route table (docs/requirements.md §2): where it lives, what it loads, what runs before it renders. */
export interface PageRoute {
  /** The route's path (config/paths.ts), or '*' for every unknown path. */
  path: string;
  /** The page's module, src/app/routes/<module>.tsx: a chunk of its own. */
  module: string;
  /** The page's i18next namespaces (src/locales/<lang>/<namespace>.json) besides the shell's. */
  namespaces: readonly string[];
  /** An anonymous visitor goes to the login page first, which brings them back to the URL they asked for. */
  requiresLogin?: true;
  /** Starts the route's first query once the app can fetch (after the login check); never holds the navigation. */
  prefetch?: (queryClient: QueryClient, url: URL) => Promise<unknown>;
}

/** The booking routes' prefetches: one chunk, one import site in the shell (docs/performance.md). */
const loadBookingPrefetch = () => import('@/app/routes/booking-prefetch');

// The login check before these lets only a logged-in user through; their queries are per user.
async function prefetchBookingDetail(queryClient: QueryClient, url: URL): Promise<void> {
  const userId = sessionStore.getState().user?.userId;
  if (userId) await (await loadBookingPrefetch()).prefetchBookingDetail(queryClient, userId, url);
}

async function prefetchBookingList(queryClient: QueryClient, url: URL): Promise<void> {
  const userId = sessionStore.getState().user?.userId;
  if (userId) await (await loadBookingPrefetch()).prefetchBookingList(queryClient, userId, url);
}

async function prefetchProfile(queryClient: QueryClient): Promise<void> {
  const userId = sessionStore.getState().user?.userId;
  if (!userId) return;
  const { profileQueries } = await import('@/features/profile/api/profile-queries');
  await queryClient.query(profileQueries.detail(userId)).catch(() => undefined);
}

// The schedule prefetches only when its URL asks for a search; the feature's code stays out of the shell.
async function prefetchSchedule(queryClient: QueryClient, url: URL): Promise<void> {
  const { prefetchScheduleSearch } = await import('@/features/schedule/api/prefetch-schedule-search');
  await prefetchScheduleSearch(queryClient, url.searchParams);
}

/**
 * Every page of the app under the layout, in match order (docs/requirements.md §2); app/router.tsx turns each into a route
 * with a lazy page, its guard and its prefetch. '*' comes last.
 */
export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: paths.home.path, module: 'home', namespaces: ['home', 'guides'] },
  {
    path: paths.pointToPointSchedule.path,
    module: 'point-to-point-schedule',
    namespaces: ['schedule'],
    prefetch: prefetchSchedule,
  },
  { path: paths.vesselSchedule.path, module: 'vessel-schedule', namespaces: ['vessel-schedule'] },
  { path: paths.portSchedule.path, module: 'port-schedule', namespaces: ['port-schedule'] },
  {
    path: paths.demurrageDetentionTariff.path,
    module: 'demurrage-detention-tariff',
    namespaces: ['demurrage-detention'],
  },
  {
    path: paths.demurrageDetention.path,
    module: 'demurrage-detention',
    namespaces: ['demurrage-detention'],
    requiresLogin: true,
  },
  { path: paths.alerts.path, module: 'alerts', namespaces: ['alerts'], requiresLogin: true },
  { path: paths.longRangeSchedule.path, module: 'long-range-schedule', namespaces: ['long-range-schedule'] },
  { path: paths.login.path, module: 'login', namespaces: [] },
  { path: paths.oneSolutions.path, module: 'one-solutions', namespaces: ['pages'] },
  { path: paths.supportPage.path, module: 'support-page', namespaces: ['pages'] },
  { path: paths.termsRules.path, module: 'terms-rules', namespaces: ['pages'] },
  {
    path: paths.myProfile.path,
    module: 'my-profile',
    namespaces: ['profile'],
    requiresLogin: true,
    prefetch: prefetchProfile,
  },
  {
    path: paths.bookingRequest.path,
    module: 'booking-request',
    // The form's other namespaces load with its chunk, after the heading's first paint (booking-request-page.tsx).
    namespaces: ['booking'],
    requiresLogin: true,
  },
  {
    path: paths.bookingSubmitted.path,
    module: 'booking-submitted',
    namespaces: ['booking', 'booking-domain', 'shipment-domain'],
    requiresLogin: true,
    prefetch: prefetchBookingDetail,
  },
  {
    path: paths.shipments.path,
    module: 'shipments',
    namespaces: ['shipments', 'booking-domain', 'documentation'],
    requiresLogin: true,
    prefetch: prefetchBookingList,
  },
  {
    path: paths.shipmentDetail.path,
    module: 'shipment-detail',
    namespaces: [
      'shipments',
      'booking-domain',
      'booking-templates',
      'customs',
      'delivery-order-domain',
      'demurrage-detention',
      'documentation',
      'shipment-domain',
      'vgm',
    ],
    requiresLogin: true,
    prefetch: prefetchBookingDetail,
  },
  {
    path: paths.quickBooking.path,
    module: 'quick-booking',
    namespaces: ['quick-booking', 'booking-domain', 'booking-templates'],
    requiresLogin: true,
  },
  {
    path: paths.bookingTemplates.path,
    module: 'booking-templates',
    namespaces: ['booking-templates', 'booking-domain'],
    requiresLogin: true,
  },
  {
    path: paths.myBookingTemplates.path,
    module: 'my-booking-templates',
    namespaces: ['booking-templates', 'booking-domain'],
    requiresLogin: true,
  },
  {
    path: paths.shareBookingTemplate.path,
    module: 'share-booking-template',
    namespaces: ['booking-templates', 'booking-domain'],
    requiresLogin: true,
  },
  {
    path: paths.myAddressBook.path,
    module: 'my-address-book',
    namespaces: ['address-book', 'booking-domain'],
    requiresLogin: true,
  },
  {
    path: paths.euCustomsInformation.path,
    module: 'eu-customs-information',
    namespaces: ['customs', 'booking-domain', 'shipment-domain'],
    requiresLogin: true,
  },
  {
    path: paths.siSummary.path,
    module: 'si-summary',
    // The list's and dashboard's other namespaces load with their chunk, after the first paint (si-summary-page.tsx).
    namespaces: ['si-summary'],
    requiresLogin: true,
  },
  {
    path: paths.siSubmissionAmendment.path,
    module: 'si-submission-amendment',
    namespaces: ['si-form', 'documentation', 'booking-domain', 'address-book', 'house-bl', 'shipment-domain'],
    requiresLogin: true,
  },
  {
    path: paths.siDetails.path,
    module: 'si-details',
    namespaces: ['si-details', 'documentation', 'booking-domain', 'shipment-domain'],
    requiresLogin: true,
  },
  {
    path: paths.houseBlTemplates.path,
    module: 'house-bl-templates',
    namespaces: ['house-bl', 'documentation', 'booking-domain'],
    requiresLogin: true,
  },
  {
    path: paths.arrivalNotice.path,
    module: 'arrival-notice',
    namespaces: ['print-notices', 'documentation', 'shipment-domain'],
    requiresLogin: true,
  },
  {
    path: paths.blSurrenderNotice.path,
    module: 'bl-surrender-notice',
    namespaces: ['print-notices', 'documentation', 'shipment-domain'],
    requiresLogin: true,
  },
  {
    path: paths.advanceDelayNotice.path,
    module: 'advance-delay-notice',
    namespaces: ['print-notices', 'documentation', 'shipment-domain'],
    requiresLogin: true,
  },
  {
    path: paths.myInvoices.path,
    module: 'my-invoices',
    namespaces: ['e-finance', 'payment'],
    requiresLogin: true,
  },
  {
    path: paths.invoiceDetail.path,
    module: 'invoice-detail',
    namespaces: ['e-finance', 'charges', 'disputes', 'tax-invoice', 'credit-notes'],
    requiresLogin: true,
  },
  { path: paths.disputes.path, module: 'disputes', namespaces: ['disputes', 'e-finance'], requiresLogin: true },
  {
    path: paths.newPayment.path,
    module: 'new-payment',
    namespaces: ['payment', 'e-finance', 'credit-notes'],
    requiresLogin: true,
  },
  { path: paths.paymentGateway.path, module: 'payment-gateway', namespaces: ['payment'], requiresLogin: true },
  { path: paths.payments.path, module: 'payments', namespaces: ['payment'], requiresLogin: true },
  { path: paths.statement.path, module: 'statement-of-account', namespaces: ['statement'], requiresLogin: true },
  { path: paths.paymentDetail.path, module: 'payment-detail', namespaces: ['payment', 'survey'], requiresLogin: true },
  {
    path: paths.deliveryOrders.path,
    module: 'delivery-orders',
    namespaces: ['delivery-orders', 'delivery-order-domain'],
    requiresLogin: true,
  },
  {
    path: paths.newDeliveryOrder.path,
    module: 'new-delivery-order',
    namespaces: ['delivery-orders', 'delivery-order-domain'],
    requiresLogin: true,
  },
  {
    path: paths.deliveryOrderDetail.path,
    module: 'delivery-order-detail',
    namespaces: ['delivery-orders', 'delivery-order-domain'],
    requiresLogin: true,
  },
  {
    path: paths.deliveryOrderPrint.path,
    module: 'delivery-order-print',
    namespaces: ['delivery-orders', 'delivery-order-domain'],
    requiresLogin: true,
  },
  { path: paths.vgm.path, module: 'vgm', namespaces: ['vgm', 'booking-domain'], requiresLogin: true },
  { path: paths.vgmSearch.path, module: 'vgm-search', namespaces: ['vgm'], requiresLogin: true },
  { path: paths.newDispute.path, module: 'new-dispute', namespaces: ['disputes', 'e-finance'], requiresLogin: true },
  {
    path: paths.disputeDetail.path,
    module: 'dispute-detail',
    namespaces: ['disputes', 'e-finance', 'survey'],
    requiresLogin: true,
  },
  {
    path: paths.invoicePrint.path,
    module: 'invoice-print',
    namespaces: ['e-finance', 'charges'],
    requiresLogin: true,
  },
  { path: paths.taxInvoices.path, module: 'tax-invoices', namespaces: ['tax-invoice'], requiresLogin: true },
  { path: paths.creditNotes.path, module: 'credit-notes', namespaces: ['credit-notes'], requiresLogin: true },
  {
    path: paths.creditNoteDetail.path,
    module: 'credit-note-detail',
    namespaces: ['credit-notes', 'disputes'],
    requiresLogin: true,
  },
  {
    path: paths.taxInvoiceDetail.path,
    module: 'tax-invoice-detail',
    namespaces: ['tax-invoice'],
    requiresLogin: true,
  },
  {
    path: paths.taxInvoicePrint.path,
    module: 'tax-invoice-print',
    namespaces: ['tax-invoice'],
    requiresLogin: true,
  },
  { path: paths.surchargeCodeInquiry.path, module: 'surcharge-code-inquiry', namespaces: ['prices', 'charges'] },
  { path: paths.tariffSurchargeSearch.path, module: 'tariff-surcharge-search', namespaces: ['prices', 'charges'] },
  { path: paths.cargoTrackingNative.path, module: 'cargo-tracking', namespaces: ['tracking', 'demurrage-detention'] },
  { path: paths.oneQuote.path, module: 'one-quote', namespaces: ['quote', 'charges'] },
  { path: paths.maintenance.path, module: 'maintenance', namespaces: ['pages'] },
  { path: paths.thankYou.path, module: 'thank-you', namespaces: ['pages', 'survey'] },
  { path: paths.notFound.path, module: 'not-found', namespaces: ['pages'] },
  { path: paths.legacyPage.path, module: 'legacy-page', namespaces: ['legacy'] },
  { path: paths.addressBook.path, module: 'address-book', namespaces: ['legacy'] },
  { path: paths.surchargeSearch.path, module: 'surcharge-search', namespaces: ['legacy'] },
  { path: '*', module: 'not-found', namespaces: ['pages'] },
];
