import type { FileType, PointToPointFileRequest, SortKey } from '@/domain/schedule-search/point-to-point-contract';

import { type CalendarMonth, monthBounds } from './calendar';
import type { ScheduleSearch, SearchLocation } from './search-state';

/** One origin-destination pair of the search. */
export interface SearchPair {
  origin: SearchLocation;
  destination: SearchLocation;
}

/**
 * The file request of docs/requirements.md §7 for one pair: fromDate and toDate of the displayed month, the list's sort and
 * service-lane filter, names, useTotalTransitInDays true and searchType 'calendar'.
 */
export function buildFileRequest(options: {
  pair: SearchPair;
  search: ScheduleSearch;
  month: CalendarMonth;
  fileType: FileType;
  sortBy: SortKey;
  service: string | null;
}): PointToPointFileRequest {
  const { pair, search, month, fileType, sortBy, service } = options;
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
    porName: pair.origin.name,
    delName: pair.destination.name,
    useTotalTransitInDays: true,
    searchType: 'calendar',
  };
}
