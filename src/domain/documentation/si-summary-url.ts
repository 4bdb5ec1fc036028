import { DEFAULT_PAGE_SIZE, FIRST_PAGE, PAGE_SIZES } from '@/config/limits';
import { paths, routeQuery } from '@/config/paths';
import { z } from '@/config/zod-mini';
import { SI_LIST_SORTS, SI_SUMMARY_STATUSES, type SiListQueryInput } from '@/domain/documentation/si-list-contract';

/*
 * The SI summary as a link (tab, filters, sort and paging live in the URL): one schema read by the
 * href builder ({@link siSummaryHref}, for every feature that links to a filtered summary) and by the page's URL
 * parser ({@link parseSiSummarySearch}). docs/architecture.md "Typed links".
 */

/** The summary's tabs: the list of bookings, or the dashboard of counts. */
export const SI_SUMMARY_TABS = ['list', 'dashboard'] as const;
export type SiSummaryTab = (typeof SI_SUMMARY_TABS)[number];

/** Due-time filters of the list: SIs not sent whose DCO is within 24 h or 48 h, or has passed. */
export const SI_DUE_FILTERS = ['24h', '48h', 'overdue'] as const;
export type SiDueFilter = (typeof SI_DUE_FILTERS)[number];

/** The summary's state as the URL carries it; every field optional (missing = default tab, no filter, first page). */
export const siSummarySearchSchema = z.object({
  tab: z.optional(z.enum(SI_SUMMARY_TABS)),
  status: z.optional(z.enum(SI_SUMMARY_STATUSES)),
  due: z.optional(z.enum(SI_DUE_FILTERS)),
  q: z.optional(z.string().check(z.trim(), z.maxLength(20))),
  sort: z.optional(z.enum(SI_LIST_SORTS)),
  page: z.optional(z.int().check(z.minimum(FIRST_PAGE))),
  pageSize: z.optional(z.int().check(z.refine((size) => (PAGE_SIZES as readonly number[]).includes(size)))),
});
export type SiSummarySearch = z.infer<typeof siSummarySearchSchema>;

/**
 * The summary's link: `/documentation/si-summary?tab=list&status=DRAFT_TO_REVIEW&page=2`. Parameters at their default
 * and empty ones are left out. Throws a ZodError on values the page would refuse.
 */
export function siSummaryHref(search: SiSummarySearch = {}): string {
  const valid = siSummarySearchSchema.parse(search);
  const params = new URLSearchParams();
  params.set('tab', valid.tab ?? 'list');
  if (valid.status) params.set('status', valid.status);
  if (valid.due) params.set('due', valid.due);
  if (valid.q) params.set('q', valid.q);
  if (valid.sort && valid.sort !== 'dueDateTime') params.set('sort', valid.sort);
  if (valid.page && valid.page !== FIRST_PAGE) params.set('page', String(valid.page));
  if (valid.pageSize && valid.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(valid.pageSize));
  return paths.siSummary.href(routeQuery<'siSummary'>(params));
}

/** Reads the page's URL: unknown or invalid values are dropped one by one (a bad filter never hides the list). */
export function parseSiSummarySearch(params: URLSearchParams): SiSummarySearch {
  const search: Record<string, unknown> = {};
  for (const key of ['tab', 'status', 'due', 'q', 'sort'] as const) {
    const value = params.get(key);
    if (value !== null && value !== '') search[key] = value;
  }
  for (const key of ['page', 'pageSize'] as const) {
    const value = params.get(key);
    if (value !== null && /^\d+$/.test(value)) search[key] = Number(value);
  }
  const result: SiSummarySearch = {};
  for (const [key, value] of Object.entries(search)) {
    const one = siSummarySearchSchema.safeParse({ [key]: value });
    if (one.success) Object.assign(result, one.data);
  }
  return result;
}

/** The list call's query for a summary search (GET v1/shipping-instructions). */
export function siListQueryOf(search: SiSummarySearch): SiListQueryInput {
  return {
    ...(search.status ? { summaryStatus: search.status } : {}),
    ...(search.due === '24h' ? { dueWithinHours: 24 } : search.due === '48h' ? { dueWithinHours: 48 } : {}),
    ...(search.due === 'overdue' ? { overdue: true } : {}),
    ...(search.q ? { q: search.q.toUpperCase() } : {}),
    sort: search.sort ?? 'dueDateTime',
    page: search.page ?? FIRST_PAGE,
    pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
  };
}
