import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { ScrollTable } from '@/components/ui/scroll-table';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { normaliseContainerNumber } from '@/domain/container/container-number';
import { useCurrentUserId } from '@/domain/session/session-store';
import { vgmQueries, type VgmSearch } from '@/domain/vgm/vgm-api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFormatUserDateTime } from '@/lib/user-time-zone';

import styles from './vgm.module.css';
import { VgmNav } from './vgm-nav';

/** B/L numbers of the carrier: 'ONEY' + the booking number. */
const BL_NUMBER = /^ONEY[A-Z0-9]{8,16}$/;

/** What a typed reference looks for: a container number (4 letters, 7 digits), a B/L number, else a booking number. */
export function vgmSearchOf(raw: string): VgmSearch | null {
  const value = raw.trim().toUpperCase();
  if (value === '') return null;
  const container = normaliseContainerNumber(value);
  if (container) return { equipmentReference: container };
  if (BL_NUMBER.test(value)) return { transportDocumentReference: value };
  return { carrierBookingReference: value };
}

function Results({ search, userId }: { search: VgmSearch; userId: string }) {
  const { t } = useTranslation('vgm');
  const formatUserDateTime = useFormatUserDateTime();
  const query = useQuery(vgmQueries.search(userId, search));
  if (query.isPending) return <Spinner label={t('loading')} />;
  if (query.isError) return <QueryErrorFallback message={t('search.load-error')} query={query} />;
  const found = query.data.VGMDeclarations;
  return (
    <section className={styles.section} aria-labelledby="vgm-results-title">
      <h2 id="vgm-results-title">{t('search.results', { count: found.length })}</h2>
      {found.length === 0 ? (
        <p>{t('search.none')}</p>
      ) : (
        <ScrollTable label={t('search.caption')} frameClassName={styles.scroller} tableClassName={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('fields.container')}</th>
              <th scope="col">{t('search.booking')}</th>
              <th scope="col">{t('facts.bl')}</th>
              <th scope="col" className={styles.num}>
                {t('fields.VGM.weight')}
              </th>
              <th scope="col">{t('fields.VGM.method')}</th>
              <th scope="col">{t('search.declared-at')}</th>
            </tr>
          </thead>
          <tbody>
            {found.map((declaration) => (
              <tr key={declaration.declarationReference}>
                <th scope="row">{declaration.equipmentDetails.equipmentReference}</th>
                <td>
                  <Link to={paths.vgm.href(declaration.shipmentDetails.carrierBookingReference)}>
                    {declaration.shipmentDetails.carrierBookingReference}
                  </Link>
                </td>
                <td>{declaration.shipmentDetails.transportDocumentReference ?? '–'}</td>
                <td className={styles.num}>
                  {t('weight', {
                    value: declaration.VGM.weight.value,
                    unit: t(`units.${declaration.VGM.weight.unit}`),
                  })}
                </td>
                <td>{declaration.VGM.method}</td>
                <td>{declaration.declarationDateTime ? formatUserDateTime(declaration.declarationDateTime) : '–'}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </section>
  );
}

/**
 * /documentation/vgm/search[?q=]: VGM search (legacy CUP_HOM_3505) by booking number, B/L number or container
 * number; the query lives in the URL. docs/areas/vgm-delivery-orders.md.
 */
export function VgmSearchPage() {
  const { t } = useTranslation('vgm');
  useDocumentTitle(t('search.title'));
  const userId = useCurrentUserId();
  const [params, setParams] = useSearchParams();
  const current = params.get('q') ?? '';
  const [typed, setTyped] = useState(current);
  const search = vgmSearchOf(current);
  if (userId === null) return null;
  return (
    <section aria-labelledby="vgm-search-title" className={styles.page}>
      <h1 id="vgm-search-title">{t('search.title')}</h1>
      <VgmNav />
      <form
        noValidate
        role="search"
        className={styles.inline}
        aria-label={t('search.title')}
        onSubmit={(event) => {
          event.preventDefault();
          setParams(typed.trim() ? { q: typed.trim() } : {});
        }}
      >
        <TextField
          label={t('search.reference')}
          description={t('search.hint')}
          value={typed}
          autoComplete="off"
          onChange={(event) => {
            setTyped(event.currentTarget.value);
          }}
        />
        <Button type="submit" variant="primary">
          {t('search.submit')}
        </Button>
      </form>
      {search ? <Results search={search} userId={userId} /> : null}
    </section>
  );
}
