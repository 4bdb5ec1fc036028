import { queryOptions, skipToken } from '@tanstack/react-query';

import { getSurchargeCodes, getTariffSurcharges } from '@/features/prices/api/prices-api';
import type { SurchargeCodesParams, TariffSurchargesParams } from '@/features/prices/api/prices-contract';

/**
 * Query factory of the prices feature (TkDodo's hierarchy: all -> surchargeCodes(params) / tariffSurcharges(params)).
 * The quote's queries are in domain/quote (a booking reads quotes too). Tariffs change by the week: an answer stays
 * fresh for 5 minutes.
 */
export const pricesQueries = {
  all: () => ['prices'] as const,
  surchargeCodes: (params: SurchargeCodesParams) =>
    queryOptions({
      queryKey: [...pricesQueries.all(), 'surcharge-codes', { q: params.q?.trim() ?? '' }] as const,
      queryFn: ({ signal }) => getSurchargeCodes(params, signal),
      staleTime: 5 * 60_000,
      // The page shows its own error with a retry; the shared policy keeps only the session-wide popups.
      meta: { errorHandling: 'custom' },
    }),
  /** The tariff search; `null` (an incomplete search) is a skipped query. */
  tariffSurcharges: (params: TariffSurchargesParams | null) =>
    queryOptions({
      queryKey: [...pricesQueries.all(), 'tariff-surcharges', params] as const,
      queryFn: params ? ({ signal }) => getTariffSurcharges(params, signal) : skipToken,
      staleTime: 5 * 60_000,
      meta: { errorHandling: 'custom' },
    }),
};
