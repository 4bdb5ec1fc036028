import type { QueryClient } from '@tanstack/react-query';

import { scheduleQueries } from '@/features/schedule/api/schedule-queries';
import { pairParams } from '@/features/schedule/hooks/use-schedule-routes';
import { monthBounds, monthOf } from '@/features/schedule/utils/calendar';
import { parseScheduleUrl } from '@/features/schedule/utils/parse-schedule-url';
import type { ScheduleSearch, ScheduleViewOptions } from '@/features/schedule/utils/search-state';
import { todayIn } from '@/lib/dates';

/** The departure window the results show: the search's dates in the list, the whole shown month in the calendar. */
export function resultsRange(search: ScheduleSearch, viewOptions: ScheduleViewOptions) {
  const month = viewOptions.calendarMonth ?? monthOf(search.fromDate);
  return viewOptions.view === 'calendar' ? monthBounds(month) : { fromDate: search.fromDate, toDate: search.toDate };
}

/**
 * Starts the route queries the schedule page will show for the URL query `params`, when it asks for a search
 * (`cmdParam=search` with origins and destinations): the route loader calls it so the data loads beside the page's
 * chunk instead of after its first render. Same parser, range and query keys as the page, so the page finds the queries
 * in flight. Never rejects (errors are left to the page, which shows its own error and retry).
 */
export async function prefetchScheduleSearch(queryClient: QueryClient, params: URLSearchParams): Promise<void> {
  const { search, viewOptions } = parseScheduleUrl(params, todayIn());
  if (search.command !== 'search' || search.origins.length === 0 || search.destinations.length === 0) return;
  const range = resultsRange(search, viewOptions);
  await Promise.all(
    pairParams(search, range).map((pair) => queryClient.query(scheduleQueries.routes(pair)).catch(() => undefined)),
  );
}
