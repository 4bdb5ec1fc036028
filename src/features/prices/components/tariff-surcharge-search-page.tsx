import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { Spinner } from '@/components/ui/spinner';
import { CONTAINER_SIZE_TYPES } from '@/domain/container/container-size-types';
import { pricesQueries } from '@/features/prices/api/prices-queries';
import {
  parseTariffSearchUrl,
  tariffSearchHref,
  type TariffSearchLink,
  tariffSearchOf,
} from '@/features/prices/utils/tariff-search-url';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PHONE_MEDIA_QUERY, useMediaQuery } from '@/lib/use-media-query';

import { DownloadTariffButton } from './download-tariff-button';
import styles from './surcharge-pages.module.css';
import { TariffSearchForm } from './tariff-search-form';
import { TariffSurchargeResults } from './tariff-surcharge-results';

/**
 * /prices/rate-tariff/surcharge-search (public): every surcharge of the tariff for a route, cargo
 * type, size-type and application date, with a workbook download. The whole search lives in the URL
 * (utils/tariff-search-url.ts), so a reload or a shared link shows the same surcharges. The older portal's
 * /prices/surcharge-search stays a separate, embedded page.
 */
export function TariffSurchargeSearchPage() {
  const { t } = useTranslation(['prices', 'common']);
  useDocumentTitle(t('prices:tariff-surcharge-search.title'));
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const phone = useMediaQuery(PHONE_MEDIA_QUERY);
  const searchKey = searchParams.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the query string is the search's identity
  const link = useMemo(() => parseTariffSearchUrl(searchParams), [searchKey]);
  const params = tariffSearchOf(link);
  const query = useQuery(pricesQueries.tariffSurcharges(params));

  // After a search the user submitted, focus moves to the results' heading: on a phone they start a screen below the
  // form, and a screen reader hears where the answer is. A link opened or a reload leaves focus where it is.
  const focusResults = useRef(false);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focusResults.current) return;
    focusResults.current = false;
    resultsHeading.current?.focus();
  }, [searchKey]);

  const handleSearch = (next: TariffSearchLink) => {
    const href = tariffSearchHref(next);
    if (href === tariffSearchHref(link)) {
      // The same search again: no navigation, so no effect; answer at once (and fetch again if it failed).
      resultsHeading.current?.focus();
      if (query.isError) void query.refetch();
      return;
    }
    focusResults.current = true;
    void navigate(href);
  };

  const placeNames: Record<string, string> = {};
  if (link.originCode) placeNames[link.originCode] = link.originName ?? link.originCode;
  if (link.destinationCode) placeNames[link.destinationCode] = link.destinationName ?? link.destinationCode;

  return (
    <section aria-labelledby="tariff-surcharge-search-title" className={styles.page}>
      <h1 id="tariff-surcharge-search-title">{t('prices:tariff-surcharge-search.title')}</h1>
      <p className={styles.intro}>{t('prices:tariff-surcharge-search.intro')}</p>
      <TariffSearchForm link={link} onSearch={handleSearch} />
      {params === null ? null : (
        <section aria-labelledby="tariff-results-title" className={styles.results}>
          <div className={styles.resultsHead}>
            <div>
              <h2 id="tariff-results-title" ref={resultsHeading} tabIndex={-1}>
                {t('prices:tariff-surcharge-search.results-title')}
              </h2>
              <p className={styles.count}>
                {t('prices:tariff-surcharge-search.results-summary', {
                  origin: placeNames[params.originCode],
                  destination: placeNames[params.destinationCode],
                  cargoType: t(`prices:cargo-type.${params.cargoType}`),
                  sizeType: t(`common:${CONTAINER_SIZE_TYPES[params.isoEquipmentCode].nameKey}`),
                  date: params.applicationDate,
                })}
              </p>
            </div>
            <DownloadTariffButton params={params} disabled={!query.data || query.data.surcharges.length === 0} />
          </div>
          {query.isError && !query.data ? (
            <QueryErrorFallback message={t('prices:tariff-surcharge-search.load-error')} query={query} />
          ) : query.data ? (
            query.data.surcharges.length === 0 ? (
              <p role="status" className={styles.empty}>
                {t('prices:tariff-surcharge-search.empty')}
              </p>
            ) : (
              <>
                <p role="status" className={styles.count}>
                  {t('prices:tariff-surcharge-search.count', { count: query.data.surcharges.length })}
                </p>
                <TariffSurchargeResults result={query.data} phone={phone} placeNames={placeNames} />
              </>
            )
          ) : (
            <Spinner label={t('prices:tariff-surcharge-search.loading')} />
          )}
        </section>
      )}
    </section>
  );
}
