import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import type { SiListItem } from '@/domain/documentation/si-list-contract';
import { siListQueries } from '@/domain/documentation/si-list-queries';
import { useCurrentUserId } from '@/domain/session/session-store';

/** The most rows one SI list call answers (the largest page size of docs/requirements.md §9). */
const MAX_ROWS = 50;

/**
 * Where the SIs of `bookingNumbers` stand (the shipments overview's SI column), by booking number:
 * one list call for the page's confirmed bookings (GET v1/shipping-instructions?carrierBookingReferences=), not one per
 * row. Empty while loading, when logged out, or on a failure (the column then shows nothing; the overview stays usable).
 */
export function useSiStatuses(bookingNumbers: readonly string[]): ReadonlyMap<string, SiListItem> {
  const userId = useCurrentUserId() ?? '';
  const numbers = [...new Set(bookingNumbers)].slice(0, MAX_ROWS).sort();
  const query = useQuery({
    ...siListQueries.list(userId, { carrierBookingReferences: numbers.join(','), pageSize: MAX_ROWS }),
    enabled: userId !== '' && numbers.length > 0,
  });
  return new Map((query.data?.items ?? []).map((item) => [item.carrierBookingReference, item]));
}

/**
 * The SI status of a booking as a link: to the SI details, or to the SI form while no SI was sent. Strings in the
 * 'documentation' namespace (the shipments route loads it).
 */
export function SiStatusLink({ item }: { item: SiListItem | undefined }) {
  const { t } = useTranslation('documentation');
  if (!item) return null;
  const status = t(`summaryStatus.${item.summaryStatus}`);
  const label = t('status-link', { reference: item.carrierBookingReference, status });
  return item.summaryStatus === 'NOT_SUBMITTED' ? (
    <Link to={paths.siSubmissionAmendment.href(item.carrierBookingReference)} aria-label={label}>
      {status}
    </Link>
  ) : (
    <Link to={paths.siDetails.href(item.carrierBookingReference)} aria-label={label}>
      {status}
    </Link>
  );
}
