/**
 * Typed route table of the app (spec section 2). Paths are relative to the router basename '/one-ecom/'
 * (`import.meta.env.BASE_URL`); `href` builds the in-app link for `<Link to>` / `navigate()`.
 */
export const paths = {
  home: { path: '/', href: () => '/' },
  pointToPointSchedule: {
    path: '/schedule/point-to-point-schedule',
    href: (search?: URLSearchParams | string) => {
      const query = search ? search.toString() : '';
      return query ? `/schedule/point-to-point-schedule?${query}` : '/schedule/point-to-point-schedule';
    },
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
   * An embedded legacy page `/ecom/CUP_HOM_xxxx.do` (spec section 2). `code` is 'CUP_HOM_3301'; `search` is passed
   * on to the legacy page (e.g. cargo tracking: trakNoParam and trakNoTpCdParam B = B/L, K = booking, C = container).
   */
  legacyPage: {
    path: '/ecom/:page',
    href: (code: string, search?: URLSearchParams | string) => {
      const query = search ? search.toString() : '';
      return query ? `/ecom/${code}.do?${query}` : `/ecom/${code}.do`;
    },
  },
  /** The older portal's address book, embedded by path (config/legacy-pages.ts LEGACY_PATH_PAGES). */
  addressBook: { path: '/booking/address-book', href: () => '/booking/address-book' },
  /** The older portal's surcharge search, embedded by path (config/legacy-pages.ts LEGACY_PATH_PAGES). */
  surchargeSearch: { path: '/prices/surcharge-search', href: () => '/prices/surcharge-search' },
  notFound: { path: '/404', href: () => '/404' },
} as const;
