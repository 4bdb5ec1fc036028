import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { chargeDescription, chargeName } from '@/domain/quote/charge-text';
import type { SurchargeCodeEntry } from '@/features/prices/api/prices-contract';
import { pricesQueries } from '@/features/prices/api/prices-queries';
import { matchesShownText } from '@/features/prices/utils/shown-text-match';

/** What the surcharge code inquiry shows for a search: the matching codes in code order, or loading / failed. */
export interface SurchargeCodeSearch {
  codes: readonly SurchargeCodeEntry[] | undefined;
  pending: boolean;
  failed: boolean;
  retrying: boolean;
  retry: () => void;
}

/**
 * The codes matching `q` in the reader's language as well as in English: the server matches the code and the English
 * name and description; for a reader of another language the page also matches the names and descriptions it shows
 * (the `charges` namespace), over the whole catalogue (a few dozen codes, loaded once and cached), so "유류" finds
 * 유류할증료(BAF).
 */
export function useSurchargeCodeSearch(q: string): SurchargeCodeSearch {
  const { t, i18n } = useTranslation(['prices', 'charges']);
  const searchShown = q !== '' && (i18n.resolvedLanguage ?? i18n.language) !== 'en';
  const byServer = useQuery(pricesQueries.surchargeCodes({ q }));
  const catalogue = useQuery({ ...pricesQueries.surchargeCodes({ q: '' }), enabled: searchShown });
  const retry = () => {
    void byServer.refetch();
    if (searchShown) void catalogue.refetch();
  };
  const common = {
    pending: byServer.isPending || (searchShown && catalogue.isPending),
    failed: byServer.isError || (searchShown && catalogue.isError),
    retrying: byServer.isFetching || (searchShown && catalogue.isFetching),
    retry,
  };
  if (!searchShown || !byServer.data || !catalogue.data) return { ...common, codes: byServer.data };
  const found = new Set(byServer.data.map((entry) => entry.code));
  const codes = catalogue.data.filter(
    (entry) =>
      found.has(entry.code) ||
      matchesShownText(q, chargeName(t, entry.code, entry.name), chargeDescription(t, entry.code, entry.description)),
  );
  return { ...common, codes };
}
