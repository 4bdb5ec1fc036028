/**
 * Business constants and limits of docs/requirements.md §9 (and the schedule rules of sections 4 and 5). Units are in the names
 * or the docstrings; time zones are IANA names.
 */

/** Time zone for "now" and for default dates (docs/requirements.md §9). */
export const DEFAULT_TIME_ZONE = 'Asia/Singapore';

/** Debounce before an autocomplete asks for suggestions, in ms (docs/requirements.md §9). */
export const AUTOCOMPLETE_DEBOUNCE_MS = 200;

/** Characters typed before suggestions are fetched (docs/requirements.md §5). */
export const AUTOCOMPLETE_MIN_CHARS = 2;

/**
 * The surcharge code inquiry's spinner stays at least this long after a search starts, in ms (docs/requirements.md §2 and §9:
 * "surcharge page spinner 1 s"), even when the answer comes sooner; a slower answer keeps it until the answer is in.
 */
export const SURCHARGE_SPINNER_MS = 1000;

/** Maximum height of a suggestion list, in px (docs/requirements.md §9). */
export const SUGGESTION_LIST_MAX_HEIGHT_PX = 300;

/** Page sizes offered by every pagination (docs/requirements.md §9); the first is the default. */
export const PAGE_SIZES = [10, 20, 30, 50] as const;
/** One of {@link PAGE_SIZES}. */
export type PageSize = (typeof PAGE_SIZES)[number];
/** Rows per page until the user picks another size (docs/requirements.md §9). */
export const DEFAULT_PAGE_SIZE: PageSize = 10;
/** Pages are numbered from 1 (docs/requirements.md §9). */
export const FIRST_PAGE = 1;

/** Years the point-to-point date pickers offer before and after the current year (docs/requirements.md §5). */
export const P2P_DATE_PICKER_YEARS = 1;

/** Calendar month grid: at most this many week rows (docs/requirements.md §9). */
export const CALENDAR_MAX_WEEK_ROWS = 6;

/** The calendar's day modal slides out for this long before it closes, in ms (docs/requirements.md §4 and §9). */
export const CALENDAR_MODAL_SLIDE_OUT_MS = 500;

/** "Next week" values of the search period, in days: 2, 4, 6 or 8 weeks (reference/carrier-portals.md). */
export const NEXT_WEEK_VALUES = [14, 28, 42, 56] as const;
/** One of {@link NEXT_WEEK_VALUES}, in days. */
export type NextWeekValue = (typeof NEXT_WEEK_VALUES)[number];
/** Default search period: 28 days (4 weeks) from the from date. */
export const DEFAULT_NEXT_WEEK_VALUE: NextWeekValue = 28;

/** Longest searchable period between from and to date, in days (8 weeks plus a calendar month's slack). */
export const MAX_SEARCH_PERIOD_DAYS = 62;

/** E-mail recipients per message (docs/requirements.md §5, default maximum). */
export const EMAIL_MAX_RECIPIENTS = 10;

/** Default subject of the e-mailed schedule (docs/requirements.md §7). */
export const EMAIL_DEFAULT_SUBJECT = 'Point to Point Schedule';

/** Longest e-mail subject, in characters (our choice: the spec gives no bound). */
export const EMAIL_SUBJECT_MAX_LENGTH = 200;
/** Longest e-mail message, in characters (our choice: the spec gives no bound). */
export const EMAIL_MESSAGE_MAX_LENGTH = 2000;

/** HTTP client timeout, in ms (docs/requirements.md §7). */
export const HTTP_TIMEOUT_MS = 600_000;

/**
 * Timeout of the login and token-refresh calls, in ms (our choice: docs/requirements.md §7's 600000 ms would let a hung
 * refresh hold every tab's protected requests for 10 minutes). A timed-out auth call fails as a network error.
 */
export const AUTH_TIMEOUT_MS = 10_000;

/**
 * Longest wait for the cross-tab refresh lock, in ms: the holder's refresh ({@link AUTH_TIMEOUT_MS}) plus
 * its wait for another tab's broadcast, with some slack. A tab that waited longer fails the request as a network error.
 */
export const REFRESH_LOCK_TIMEOUT_MS = 15_000;

/**
 * After a token refresh failed without ending the session (network, 5xx, 429...), every request of the tab shares that
 * failure for this long, in ms, instead of asking the token endpoint again: 1 s after the first failure, doubling per
 * failure in a row up to {@link REFRESH_RETRY_MAX_MS}; a `Retry-After` of the token endpoint wins when longer
 * (docs/requirements.md §4).
 */
export const REFRESH_RETRY_BASE_MS = 1_000;

/** Longest wait, in ms, between two refresh attempts of a tab after failures in a row (30 s). */
export const REFRESH_RETRY_MAX_MS = 30_000;

/** Date format (date-fns pattern, docs/requirements.md §9). */
export const DATE_FORMAT = 'yyyy-MM-dd';
/** Time format (date-fns pattern, docs/requirements.md §9). */
export const TIME_FORMAT = 'HH:mm';
/** Date-time format (date-fns pattern, docs/requirements.md §9). */
export const DATE_TIME_FORMAT = 'yyyy-MM-dd HH:mm';

/** How long the shipment-overview menu item stays highlighted after a promotion, in ms (docs/requirements.md §4). */
export const SHIPMENT_PROMOTION_MS = 10_000;

/** The cookie notice stays hidden this many days after the user closed it (docs/requirements.md §9). */
export const COOKIE_NOTICE_HIDE_DAYS = 365;

/** The visit counter of the tip cycles 0 .. TIP_VISIT_THRESHOLD - 1; the tip opens at 0 (docs/requirements.md §4 and §9). */
export const TIP_VISIT_THRESHOLD = 5;

/** Longest answer to a 'Free Text' survey question, in characters (docs/requirements.md §3 and §5). */
export const SURVEY_FREE_TEXT_MAX_LENGTH = 250;

/**
 * Most data rows one address book CSV import takes, in rows (header excluded). A bigger file is refused before its
 * preview; the import sends the rows in parts of the server's 500 per request (ADDRESS_BOOK_MAX_PAGE_SIZE), so 10,000
 * rows are 20 requests. Sized for a forwarder moving a whole customer list from another system.
 */
export const ADDRESS_BOOK_IMPORT_MAX_ROWS = 10_000;

/** Items (invoice lines) one invoice dispute may hold (docs/requirements.md §9, portal-spec §9 "Dispute items limit 50"). */
export const DISPUTE_ITEMS_MAX = 50;

/**
 * Default of the runtime setting `eFinanceSurveyIntervalMinutes` (docs/deployment.md), in minutes: once the e-finance
 * survey was offered to a user it is not offered again for this long (portal-spec §9 "E-finance survey limit 2592000
 * minutes", in the spec's own unit). As written that is 1,800 days, about 4.9 years: in practice once per user. If
 * the legacy figure meant seconds (30 days), operators set 43200 in config.json (docs/requirements.md §9).
 */
export const EFINANCE_SURVEY_INTERVAL_MINUTES = 2_592_000;

/**
 * Largest attachment of an invoice dispute, in bytes: 10 MB with MB = 1024 × 1024 Bytes, the units of
 * `formatFileSize` (docs/requirements.md §5). Our choice from the product brief; the spec gives no bound.
 */
export const DISPUTE_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

/** Containers one VGM submission of a booking holds at most (a forwarder's big booking; the SI's container limit). */
export const VGM_CONTAINERS_MAX = 500;

/**
 * A declared VGM that differs from the SI's cargo gross weight plus the container's tare by more than this share gets a
 * warning on its row (0.05 = 5 %); the declaration still goes (SOLAS: the VGM, not the SI, is what counts).
 */
export const VGM_MISMATCH_SHARE = 0.05;

/**
 * Days ahead a delivery order's pickup window may start, counted in the release terminal's local dates (today is day
 * 0). Our choice: terminals book gate slots about two weeks ahead (docs/areas/vgm-delivery-orders.md).
 */
export const DELIVERY_ORDER_PICKUP_DAYS_MAX = 14;

/*
 * Alert rules a user sets for themselves (docs/areas/alerts.md; our choices, the spec gives none).
 */
/** Fewest hours of delay (an ETA moved later) a delay alert may wait for. */
export const ALERT_DELAY_HOURS_MIN = 1;
/** Most hours of delay a delay alert may wait for (10 days). */
export const ALERT_DELAY_HOURS_MAX = 240;
/** Most days before demurrage or detention free time ends that a free-time alert may warn (0 = on the last day). */
export const ALERT_FREE_TIME_DAYS_MAX = 14;
/** Most booking references one alert rule may watch (the dispute's 50 items, docs/requirements.md §9). */
export const ALERT_BOOKINGS_MAX = 50;
/** Longest alert rule name, in characters. */
export const ALERT_NAME_MAX_LENGTH = 80;
