import type {
  BookingFilter,
  FileType,
  PointToPointFileRequest,
  SortKey,
} from '@/domain/schedule-search/point-to-point-contract';

import { type CalendarMonth, monthBounds } from './calendar';
import type { ScheduleSearch, SearchLocation } from './search-state';

/** One origin-destination pair of the search. */
export interface SearchPair {
  origin: SearchLocation;
  destination: SearchLocation;
}

/**
 * The file request of docs/requirements.md §7 for one pair: fromDate and toDate of the displayed month, the list's sort and
 * service-lane filter, names, useTotalTransitInDays true and searchType 'calendar'; the booking filter only when it is
 * BOOKING (ALL is the server's default), so the file holds the sailings the list shows.
 */
export function buildFileRequest(options: {
  pair: SearchPair;
  search: ScheduleSearch;
  month: CalendarMonth;
  fileType: FileType;
  sortBy: SortKey;
  service: string | null;
  bookingFilter?: BookingFilter;
}): PointToPointFileRequest {
  const { pair, search, month, fileType, sortBy, service, bookingFilter } = options;
  return {
    porCode: pair.origin.code,
    delCode: pair.destination.code,
    ...monthBounds(month),
    rcvTermCode: pair.origin.termCode,
    deTermCode: pair.destination.termCode,
    ...(search.tsFlag ? { tsFlag: search.tsFlag } : {}),
    fileType,
    sortBy,
    service: service ?? '',
    ...(bookingFilter === 'BOOKING' ? { bookingFilter } : {}),
    porName: pair.origin.name,
    delName: pair.destination.name,
    useTotalTransitInDays: true,
    searchType: 'calendar',
  };
}
