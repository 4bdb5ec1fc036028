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
  notFound: { path: '/404', href: () => '/404' },
} as const;
