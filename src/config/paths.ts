declare const QUERY_OF: unique symbol;

/**
 * A query string written by the typed link builder of `Route` (without '?'), never by hand: the builder validates its
 * params with the schema the route's page parses its URL with (docs/architecture.md "Typed links"). A string brand, so config/
 * needs neither zod nor the schema, and the app shell stays free of both.
 */
export type RouteQuery<Route extends string> = string & { readonly [QUERY_OF]: Route };

/**
 * Brands `params` as the query of `Route` (`routeQuery<'pointToPointSchedule'>(params)`). Called only by that route's
 * link builder (domain/ or a contract), so a search for it finds every place a query is written.
 */
export function routeQuery<Route extends string>(params: URLSearchParams): RouteQuery<Route> {
  return params.toString() as RouteQuery<Route>;
}

/** Cargo tracking kinds of the legacy tracking page: B = B/L, K = booking, C = container (docs/requirements.md §2). */
export type TrackingKind = 'B' | 'K' | 'C';

/**
 * Typed route table of the app (docs/requirements.md §2). Paths are relative to the router basename '/one-ecom/'
 * (`import.meta.env.BASE_URL`); `href(params)` builds the in-app link for `<Link to>` / `navigate()`. A route with
 * query parameters takes them typed; the schedule's rich query comes from
 * `domain/schedule-search/schedule-search-url.ts` (`scheduleSearchHref`), which shares its schema with the page's
 * parser.
 */
export const paths = {
  home: { path: '/', href: () => '/' },
  pointToPointSchedule: {
    path: '/schedule/point-to-point-schedule',
    href: (query?: RouteQuery<'pointToPointSchedule'>) =>
      query ? `/schedule/point-to-point-schedule?${query}` : '/schedule/point-to-point-schedule',
  },
  /**
   * The vessel schedule (public, behind the 'schedules' flag): one vessel's port calls. Query from
   * `domain/schedule-search/vessel-schedule-url.ts` (`vesselScheduleHref`): the search by vessel name, IMO number, call
   * sign, or service and voyage.
   */
  vesselSchedule: {
    path: '/schedule/vessel-schedule',
    href: (query?: RouteQuery<'vesselSchedule'>) =>
      query ? `/schedule/vessel-schedule?${query}` : '/schedule/vessel-schedule',
  },
  /**
   * The port schedule (public, behind the 'schedules' flag): every call of one port in up to 4 weeks. Query from
   * `domain/schedule-search/port-schedule-url.ts` (`portScheduleHref`): port, period and the filters.
   */
  portSchedule: {
    path: '/schedule/port-schedule',
    href: (query?: RouteQuery<'portSchedule'>) =>
      query ? `/schedule/port-schedule?${query}` : '/schedule/port-schedule',
  },
  /**
   * The long-range schedule (public, behind the 'schedules' flag): the voyages of one service, or of every service of a
   * trade lane, over up to 12 weeks. Query from `domain/schedule-search/long-range-schedule-url.ts`
   * (`longRangeScheduleHref`).
   */
  longRangeSchedule: {
    path: '/schedule/long-range-schedule',
    href: (query?: RouteQuery<'longRangeSchedule'>) =>
      query ? `/schedule/long-range-schedule?${query}` : '/schedule/long-range-schedule',
  },
  /** Login page; `returnTo` is an in-app path (with query) to go back to after login. Never an outside URL. */
  login: {
    path: '/login',
    href: (returnTo?: string) => (returnTo ? `/login?${new URLSearchParams({ returnTo }).toString()}` : '/login'),
  },
  /** Account sign-up: a legacy page of the older portal (config/legacy-pages.ts, CUP_HOM_3117). */
  createAccount: { path: '/ecom/CUP_HOM_3117.do', href: () => '/ecom/CUP_HOM_3117.do' },
  myProfile: { path: '/my-profile', href: () => '/my-profile' },
  oneSolutions: { path: '/one-solutions', href: () => '/one-solutions' },
  supportPage: { path: '/support-page', href: () => '/support-page' },
  termsRules: { path: '/terms-rules/general', href: () => '/terms-rules/general' },
  maintenance: { path: '/maintenance', href: () => '/maintenance' },
  thankYou: { path: '/thank-you', href: () => '/thank-you' },
  /**
   * An embedded legacy page `/ecom/CUP_HOM_xxxx.do` (docs/requirements.md §2). `code` is 'CUP_HOM_3301'; `search` is passed
   * on to the legacy page (e.g. cargo tracking: trakNoParam and trakNoTpCdParam B = B/L, K = booking, C = container).
   */
  legacyPage: {
    path: '/ecom/:page',
    href: (code: string, search?: URLSearchParams | string) => {
      const query = search ? search.toString() : '';
      return query ? `/ecom/${code}.do?${query}` : `/ecom/${code}.do`;
    },
  },
  /**
   * The legacy cargo tracking page (CUP_HOM_3301) showing `number` (already normalised: upper case, no spaces) of
   * `kind`, passed as trakNoParam and trakNoTpCdParam.
   */
  cargoTracking: {
    path: '/ecom/CUP_HOM_3301.do',
    href: ({ kind, number }: { kind: TrackingKind; number: string }) =>
      `/ecom/CUP_HOM_3301.do?${new URLSearchParams({ trakNoParam: number, trakNoTpCdParam: kind }).toString()}`,
  },
  /**
   * The native cargo tracking page (public, behind the 'tracking' flag): the carrier's public route.
   * Query from `domain/tracking/tracking-url.ts` (`cargoTrackingHref`): trakNoParam (numbers, comma-separated) and
   * trakNoTpCdParam (B, K or C).
   */
  cargoTrackingNative: {
    path: '/manage-shipment/cargo-tracking',
    href: (query?: RouteQuery<'cargoTrackingNative'>) =>
      query ? `/manage-shipment/cargo-tracking?${query}` : '/manage-shipment/cargo-tracking',
  },
  /**
   * Booking request form. Query from `domain/booking/booking-request-url.ts` (`bookingRequestHref`), e.g.
   * a booking to copy; login required.
   */
  bookingRequest: {
    path: '/booking/booking-request',
    href: (query?: RouteQuery<'bookingRequest'>) =>
      query ? `/booking/booking-request?${query}` : '/booking/booking-request',
  },
  /** What the user sees after submitting a booking request: its reference, status (live) and a printable summary. */
  bookingSubmitted: {
    path: '/booking/booking-request/submitted/:bookingReference',
    href: (bookingReference: string) => `/booking/booking-request/submitted/${encodeURIComponent(bookingReference)}`,
  },
  /** Quick booking in steps kept in the URL (`domain/booking/quick-booking-url.ts`, `quickBookingHref`). */
  quickBooking: {
    path: '/booking/quick-booking',
    href: (query?: RouteQuery<'quickBooking'>) =>
      query ? `/booking/quick-booking?${query}` : '/booking/quick-booking',
  },
  /** The user's bookings (shipments overview); filters, sort and paging from `domain/booking/shipments-url.ts`. */
  shipments: {
    path: '/manage-shipment/shipments',
    href: (query?: RouteQuery<'shipments'>) =>
      query ? `/manage-shipment/shipments?${query}` : '/manage-shipment/shipments',
  },
  /** One booking: `bookingReference` is the booking number or, before confirmation, the request reference. */
  shipmentDetail: {
    path: '/manage-shipment/shipments/:bookingReference',
    href: (bookingReference: string) => `/manage-shipment/shipments/${encodeURIComponent(bookingReference)}`,
  },
  /**
   * Booking templates the user may use: their own and those shared with them. A template list
   * route: switching between the three template routes loads the list afresh (docs/requirements.md §2).
   */
  bookingTemplates: { path: '/booking/booking-template', href: () => '/booking/booking-template' },
  /** The user's own booking templates: create, rename, edit, delete. */
  myBookingTemplates: { path: '/booking/my-booking-template', href: () => '/booking/my-booking-template' },
  /** Share one of the user's templates with colleagues of their company; `?template=` picks it. */
  shareBookingTemplate: {
    path: '/booking/share-booking-template',
    href: (templateId?: string) =>
      templateId
        ? `/booking/share-booking-template?${new URLSearchParams({ template: templateId }).toString()}`
        : '/booking/share-booking-template',
  },
  /** The user's saved parties; /booking/address-book stays the legacy page. */
  myAddressBook: { path: '/booking/my-address-book', href: () => '/booking/my-address-book' },
  /**
   * EU customs information (ICS2): what to provide and the user's EU-bound bookings with their
   * readiness; `?booking=` opens one booking's form.
   */
  euCustomsInformation: {
    path: '/booking/eu-customs-information',
    href: (bookingReference?: string) =>
      bookingReference
        ? `/booking/eu-customs-information?${new URLSearchParams({ booking: bookingReference }).toString()}`
        : '/booking/eu-customs-information',
  },
  /** The older portal's address book, embedded by path (config/legacy-pages.ts LEGACY_PATH_PAGES). */
  addressBook: { path: '/booking/address-book', href: () => '/booking/address-book' },
  /** Surcharge code inquiry (public): the tariff's codes; `?q=` holds the search. */
  surchargeCodeInquiry: {
    path: '/prices/surcharge-code-inquiry',
    href: (query?: RouteQuery<'surchargeCodeInquiry'>) =>
      query ? `/prices/surcharge-code-inquiry?${query}` : '/prices/surcharge-code-inquiry',
  },
  /**
   * Tariff surcharge search (public); the search lives in the URL
   * (`features/prices/utils/tariff-search-url.ts`).
   */
  tariffSurchargeSearch: {
    path: '/prices/rate-tariff/surcharge-search',
    href: (query?: RouteQuery<'tariffSurchargeSearch'>) =>
      query ? `/prices/rate-tariff/surcharge-search?${query}` : '/prices/rate-tariff/surcharge-search',
  },
  /**
   * ONE Quote, instant all-in prices (public search, login to accept). Search, chosen offer and
   * sort from `domain/quote/one-quote-url.ts` (`oneQuoteHref`).
   */
  oneQuote: {
    path: '/prices/one-quote',
    href: (query?: RouteQuery<'oneQuote'>) => (query ? `/prices/one-quote?${query}` : '/prices/one-quote'),
  },
  /** The older portal's surcharge search, embedded by path (config/legacy-pages.ts LEGACY_PATH_PAGES). */
  surchargeSearch: { path: '/prices/surcharge-search', href: () => '/prices/surcharge-search' },
  /**
   * SI summary: `tab` list or dashboard, filters, sort and paging from
   * `domain/documentation/si-summary-url.ts` (`siSummaryHref`). Login required.
   */
  siSummary: {
    path: '/documentation/si-summary',
    href: (query?: RouteQuery<'siSummary'>) =>
      query ? `/documentation/si-summary?${query}` : '/documentation/si-summary',
  },
  /**
   * SI submission and amendment of one confirmed booking: `?bookingNo=` the carrier booking
   * reference; without it the page offers the user's confirmed bookings. Login required.
   */
  siSubmissionAmendment: {
    path: '/documentation/si-submission-amendment',
    href: (bookingReference?: string) =>
      bookingReference
        ? `/documentation/si-submission-amendment?${new URLSearchParams({ bookingNo: bookingReference }).toString()}`
        : '/documentation/si-submission-amendment',
  },
  /** One SI read-only with its history and the draft or issued B/L; `?bookingNo=`. */
  siDetails: {
    path: '/documentation/si-details',
    href: (bookingReference: string) =>
      `/documentation/si-details?${new URLSearchParams({ bookingNo: bookingReference }).toString()}`,
  },
  /** A forwarder's house B/L templates; `?template=` opens one for editing. */
  houseBlTemplates: {
    path: '/documentation/create-new-house-bl-template',
    href: (templateId?: string) =>
      templateId
        ? `/documentation/create-new-house-bl-template?${new URLSearchParams({ template: templateId }).toString()}`
        : '/documentation/create-new-house-bl-template',
  },
  /** The consignee's import B/Ls with their arrival notices and delivery orders. Login required. */
  deliveryOrders: { path: '/documentation/delivery-orders', href: () => '/documentation/delivery-orders' },
  /** The delivery order request of import B/L `blNo` (the user's draft of it). Login required. */
  newDeliveryOrder: {
    path: '/documentation/delivery-orders/new',
    href: (transportDocumentReference: string) =>
      `/documentation/delivery-orders/new?${new URLSearchParams({ blNo: transportDocumentReference }).toString()}`,
  },
  /** One delivery order; `deliveryOrderReference` like 'DOPUS0000001'. Login required. */
  deliveryOrderDetail: {
    path: '/documentation/delivery-orders/:deliveryOrderReference',
    href: (deliveryOrderReference: string) =>
      `/documentation/delivery-orders/${encodeURIComponent(deliveryOrderReference)}`,
  },
  /** Print page: delivery order `doNo`, A4. Login required. */
  deliveryOrderPrint: {
    path: '/print/delivery-order',
    href: (deliveryOrderReference: string) =>
      `/print/delivery-order?${new URLSearchParams({ doNo: deliveryOrderReference }).toString()}`,
  },
  /** Print page (docs/requirements.md §2): the arrival notice of B/L `blNo`, A4. Login required. */
  arrivalNotice: {
    path: '/print/arrival-notice',
    href: (transportDocumentReference: string) =>
      `/print/arrival-notice?${new URLSearchParams({ blNo: transportDocumentReference }).toString()}`,
  },
  /** Print page: the B/L surrender notice (telex release) of B/L `blNo`, A4. Login required. */
  blSurrenderNotice: {
    path: '/print/bl-surrender-notice',
    href: (transportDocumentReference: string) =>
      `/print/bl-surrender-notice?${new URLSearchParams({ blNo: transportDocumentReference }).toString()}`,
  },
  /** Print page: the advance delay notice (a vessel's changed ETA) of booking `bookingNo`, A4. Login required. */
  advanceDelayNotice: {
    path: '/print/advance-delay-notice',
    href: (bookingReference: string) =>
      `/print/advance-delay-notice?${new URLSearchParams({ bookingNo: bookingReference }).toString()}`,
  },
  /**
   * My invoices (e-finance, behind the 'eFinance' flag): every invoice of the user's company; filters, sort and paging
   * from `features/e-finance/utils/invoices-url.ts` (`invoicesHref`). Login required.
   */
  myInvoices: {
    path: '/e-finance/my-invoices',
    href: (query?: RouteQuery<'myInvoices'>) => (query ? `/e-finance/my-invoices?${query}` : '/e-finance/my-invoices'),
  },
  /** One invoice with its lines (e-finance); `invoiceNumber` like 'INVKR2600012345'. Login required. */
  invoiceDetail: {
    path: '/e-finance/invoices/:invoiceNumber',
    href: (invoiceNumber: string) => `/e-finance/invoices/${encodeURIComponent(invoiceNumber)}`,
  },
  /**
   * The public demurrage and detention tariff (docs/areas/demurrage-detention.md); the page keeps its filters in the
   * query (`country`, `port`, `equipment`, `kind`).
   */
  demurrageDetentionTariff: {
    path: '/prices/demurrage-detention-tariff',
    href: () => '/prices/demurrage-detention-tariff',
  },
  /**
   * The user's containers with their demurrage and detention clocks (login): `container` opens one container's clocks
   * ('ONEU1012340'), `booking` lists the containers of one booking number.
   */
  demurrageDetention: {
    path: '/manage-shipment/demurrage-detention',
    href: (filter: { container?: string; booking?: string } = {}) => {
      const query = new URLSearchParams(
        Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1])),
      ).toString();
      return query ? `/manage-shipment/demurrage-detention?${query}` : '/manage-shipment/demurrage-detention';
    },
  },
  /**
   * The alerts a user sets for themselves (docs/areas/alerts.md; legacy Event Notification CUP_HOM_3305 and
   * e-Subscription CUP_HOM_3308). Login required.
   */
  alerts: { path: '/manage-shipment/alerts', href: () => '/manage-shipment/alerts' },
  /** The company's invoice disputes (e-finance, behind the 'dispute' flag). Login required. */
  disputes: { path: '/e-finance/disputes', href: () => '/e-finance/disputes' },
  /** A new invoice dispute: the user's dispute draft (lines picked on invoices). Login required. */
  newDispute: { path: '/e-finance/disputes/new', href: () => '/e-finance/disputes/new' },
  /** One invoice dispute; `disputeId` like 'DSP0000001'. Login required. */
  disputeDetail: {
    path: '/e-finance/disputes/:disputeId',
    href: (disputeId: string) => `/e-finance/disputes/${encodeURIComponent(disputeId)}`,
  },
  /**
   * Tax invoices (e-finance, behind the 'taxInvoice' flag: KR and IN; docs/areas/e-finance.md "Tax invoices"): the
   * company's Korean e-tax invoices or Indian GST e-invoices. Filters and paging from
   * `features/e-finance/utils/tax-invoices-url.ts`. Login required.
   */
  taxInvoices: {
    path: '/e-finance/tax-invoices',
    href: (query?: RouteQuery<'taxInvoices'>) =>
      query ? `/e-finance/tax-invoices?${query}` : '/e-finance/tax-invoices',
  },
  /** One tax invoice in its country's legal layout; `taxInvoiceId` like 'TXKR6500000042'. Login required. */
  taxInvoiceDetail: {
    path: '/e-finance/tax-invoices/:taxInvoiceId',
    href: (taxInvoiceId: string) => `/e-finance/tax-invoices/${encodeURIComponent(taxInvoiceId)}`,
  },
  /** Print page: tax invoice `taxInvoiceId` on A4. Login required. */
  taxInvoicePrint: {
    path: '/print/tax-invoice',
    href: (taxInvoiceId: string) => `/print/tax-invoice?${new URLSearchParams({ taxInvoiceId }).toString()}`,
  },
  /**
   * Online payment (e-finance, behind the 'payment' flag; docs/areas/e-finance.md "Online payment"): the review of
   * the invoices to pay, numbers like 'INVUS6700000011' in `invoices` (comma-separated); without any, the page says
   * where invoices are picked (the menu's "Online Payment"). Login required.
   */
  newPayment: {
    path: '/e-finance/payment/new',
    href: (invoiceNumbers: readonly string[] = []) =>
      invoiceNumbers.length > 0
        ? `/e-finance/payment/new?${new URLSearchParams({ invoices: invoiceNumbers.join(',') }).toString()}`
        : '/e-finance/payment/new',
  },
  /** The test payment gateway's page of payment `paymentId` (card, then the challenge). Login required. */
  paymentGateway: {
    path: '/e-finance/payment-gateway/:paymentId',
    href: (paymentId: string) => `/e-finance/payment-gateway/${encodeURIComponent(paymentId)}`,
  },
  /** The payment history, `page` 1-based and `pageSize` one of the list sizes (defaults 1 and 10). Login required. */
  payments: {
    path: '/e-finance/payments',
    href: (paging?: { page?: number; pageSize?: number }) => {
      const query = new URLSearchParams();
      if (paging?.page && paging.page > 1) query.set('page', String(paging.page));
      if (paging?.pageSize && paging.pageSize !== 10) query.set('pageSize', String(paging.pageSize));
      const text = query.toString();
      return text ? `/e-finance/payments?${text}` : '/e-finance/payments';
    },
  },
  /** One payment: its result, the receipt once it succeeded; `paymentId` like 'PAY0000001'. Login required. */
  paymentDetail: {
    path: '/e-finance/payments/:paymentId',
    href: (paymentId: string) => `/e-finance/payments/${encodeURIComponent(paymentId)}`,
  },
  /**
   * The statement of account (e-finance, behind the 'eFinance' flag; docs/areas/e-finance.md "Statement of account"):
   * `currency`, `from`, `to` ('yyyy-MM-dd', inclusive), `page`, `pageSize`, from
   * `features/e-finance/utils/statement-url.ts` (`statementHref`); without them the default period. Login required.
   */
  statement: {
    path: '/e-finance/statement',
    href: (query?: RouteQuery<'statement'>) => (query ? `/e-finance/statement?${query}` : '/e-finance/statement'),
  },
  /**
   * Credit notes (e-finance, behind the 'eFinance' flag; docs/areas/e-finance.md "Credit notes"): the company's credit
   * notes, `currency`, `status` (repeats), `page`, `pageSize` from `features/e-finance/utils/credit-notes-url.ts`
   * (`creditNotesHref`). Login required.
   */
  creditNotes: {
    path: '/e-finance/credit-notes',
    href: (query?: RouteQuery<'creditNotes'>) =>
      query ? `/e-finance/credit-notes?${query}` : '/e-finance/credit-notes',
  },
  /** One credit note; `creditNoteNumber` like 'CN0000001' or 'CNAUS6200012341'. Login required. */
  creditNoteDetail: {
    path: '/e-finance/credit-notes/:creditNoteNumber',
    href: (creditNoteNumber: string) => `/e-finance/credit-notes/${encodeURIComponent(creditNoteNumber)}`,
  },
  /** Print page: invoice `invoiceNumber` on A4 (e-finance). Login required. */
  invoicePrint: {
    path: '/print/invoice',
    href: (invoiceNumber: string) => `/print/invoice?${new URLSearchParams({ invoiceNumber }).toString()}`,
  },
  /**
   * VGM declarations (documentation): search by booking, B/L or container number, and with `booking` (a booking
   * number like 'PUSB10000005') that booking's VGM input. Login required.
   */
  vgm: {
    path: '/documentation/vgm',
    href: (booking?: string) =>
      booking ? `/documentation/vgm?${new URLSearchParams({ booking }).toString()}` : '/documentation/vgm',
  },
  /** VGM search by booking, B/L or container number (documentation; legacy CUP_HOM_3505). Login required. */
  vgmSearch: { path: '/documentation/vgm/search', href: () => '/documentation/vgm/search' },
  notFound: { path: '/404', href: () => '/404' },
} as const;
