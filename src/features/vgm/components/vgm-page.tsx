import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useCurrentUserId } from '@/domain/session/session-store';
import { isBookingReference } from '@/domain/shipment/shipment-reference';
import { useDocumentTitle } from '@/lib/use-document-title';

import styles from './vgm.module.css';
import { VgmBookingView } from './vgm-booking-view';
import { VgmNav } from './vgm-nav';

/**
 * /documentation/vgm[?booking=]: VGM input (legacy CUP_HOM_3504). The user names a booking (or comes from the
 * shipment detail with one) and declares its containers' VGMs; docs/areas/vgm-delivery-orders.md.
 */
export function VgmPage() {
  const { t } = useTranslation('vgm');
  useDocumentTitle(t('title'));
  const userId = useCurrentUserId();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const reference = (params.get('booking') ?? '').trim().toUpperCase();
  const [typed, setTyped] = useState(reference);
  const [error, setError] = useState<string | undefined>(undefined);
  if (userId === null) return null;
  return (
    <section aria-labelledby="vgm-title" className={styles.page}>
      <h1 id="vgm-title">{t('title')}</h1>
      <VgmNav />
      <p className={styles.lead}>{t('lead')}</p>
      <form
        noValidate
        className={styles.inline}
        aria-label={t('pick.label')}
        onSubmit={(event) => {
          event.preventDefault();
          const wanted = typed.trim().toUpperCase();
          if (!isBookingReference(wanted)) {
            setError(t('pick.invalid'));
            return;
          }
          setError(undefined);
          void navigate(paths.vgm.href(wanted));
        }}
      >
        <TextField
          label={t('pick.booking')}
          value={typed}
          error={error}
          autoComplete="off"
          onChange={(event) => {
            setTyped(event.currentTarget.value);
          }}
        />
        <Button type="submit">{t('pick.open')}</Button>
      </form>
      {reference && isBookingReference(reference) ? (
        <VgmBookingView key={reference} reference={reference} userId={userId} />
      ) : null}
    </section>
  );
}
