import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import { todayIn } from '@/lib/dates';

import { parseScheduleUrl } from '../utils/parse-schedule-url';
import {
  type ParsedScheduleUrl,
  type ScheduleSearch,
  type ScheduleViewOptions,
  toScheduleUrlParams,
} from '../utils/search-state';

export interface ScheduleUrl extends ParsedScheduleUrl {
  /** Today in Asia/Singapore ('yyyy-MM-dd'), the anchor of defaults and date limits. */
  today: string;
  /** Starts a new search: a new history entry, back to page 1, details closed. */
  submitSearch: (search: ScheduleSearch) => void;
  /** Changes how results are shown without a new history entry. */
  updateViewOptions: (patch: Partial<ScheduleViewOptions>) => void;
  /** Opens (key) or closes (null) the details of one route, kept in the URL as the schedule sequence. */
  setScheduleSequence: (key: string | null) => void;
}

/** The point-to-point search held in the URL: a reload or a shared link shows the same search and view. */
export function useScheduleUrl(): ScheduleUrl {
  const [searchParams, setSearchParams] = useSearchParams();
  const today = todayIn();
  const parsed = useMemo(() => parseScheduleUrl(searchParams, today), [searchParams, today]);

  const submitSearch = useCallback(
    (search: ScheduleSearch) => {
      setSearchParams(
        toScheduleUrlParams(
          { ...search, command: 'search', scheduleSequence: null },
          { ...parsed.viewOptions, page: 1, service: null, calendarMonth: null },
        ),
      );
    },
    [parsed.viewOptions, setSearchParams],
  );

  const updateViewOptions = useCallback(
    (patch: Partial<ScheduleViewOptions>) => {
      setSearchParams(toScheduleUrlParams(parsed.search, { ...parsed.viewOptions, ...patch }), {
        replace: true,
        preventScrollReset: true,
      });
    },
    [parsed, setSearchParams],
  );

  const setScheduleSequence = useCallback(
    (key: string | null) => {
      setSearchParams(toScheduleUrlParams({ ...parsed.search, scheduleSequence: key }, parsed.viewOptions), {
        replace: true,
        preventScrollReset: true,
      });
    },
    [parsed, setSearchParams],
  );

  return { ...parsed, today, submitSearch, updateViewOptions, setScheduleSequence };
}
