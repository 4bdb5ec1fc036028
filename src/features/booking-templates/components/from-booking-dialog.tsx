import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Dialog } from '@/components/ui/dialog';
import { NativeSelect } from '@/components/ui/native-select';
import { TextField } from '@/components/ui/text-field';
import { bookingQueries } from '@/domain/booking/booking-queries';
import { TEMPLATE_NAME_MAX_LENGTH } from '@/domain/booking-template/template-contract';
import { useDebouncedValue } from '@/lib/use-debounced-value';

import styles from './booking-templates.module.css';

/** Props of {@link FromBookingDialog}. */
export interface FromBookingDialogProps {
  userId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Creates the template; resolves when created (the dialog closes). */
  onCreate: (name: string, bookingReference: string) => Promise<unknown>;
  saving: boolean;
  failed: boolean;
}

/**
 * "Create from a booking": pick one of the user's bookings (newest 20, searchable by reference like the shipments
 * overview) and name the template; the server copies route, parties and cargo (never the sailing or dates).
 */
export function FromBookingDialog({ userId, open, onOpenChange, onCreate, saving, failed }: FromBookingDialogProps) {
  const { t } = useTranslation('booking-templates');
  const [q, setQ] = useState('');
  const search = useDebouncedValue(q.trim());
  const [reference, setReference] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const bookings = useQuery({
    ...bookingQueries.list(userId, { q: search || undefined, page: 1, pageSize: 20 }),
    enabled: open,
  });
  const options = (bookings.data?.bookings ?? []).map((booking) => ({
    value: booking.carrierBookingRequestReference,
    label: `${booking.carrierBookingReference ?? booking.carrierBookingRequestReference}: ${booking.pol.locationName} → ${booking.pod.locationName}`,
  }));
  const chosen = reference || options[0]?.value || '';

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('from-booking.title')}
      description={t('from-booking.description')}
      footer={
        <>
          <button
            type="button"
            className="button"
            onClick={() => {
              onOpenChange(false);
            }}
          >
            {t('cancel')}
          </button>
          <button type="submit" form="template-from-booking" className="button button-primary" disabled={saving}>
            {t('save')}
          </button>
        </>
      }
    >
      <form
        id="template-from-booking"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim() === '') {
            setError(t('name-required'));
            return;
          }
          if (chosen === '') return;
          void onCreate(name.trim(), chosen).then(
            () => {
              onOpenChange(false);
            },
            // The dialog stays open and says it failed (`failed`).
            () => undefined,
          );
        }}
      >
        <TextField
          label={t('from-booking.search')}
          type="search"
          value={q}
          onChange={(event) => {
            setQ(event.target.value);
          }}
        />
        {bookings.data && options.length === 0 ? <p role="status">{t('from-booking.none')}</p> : null}
        {options.length > 0 ? (
          <NativeSelect
            label={t('from-booking.booking')}
            options={options}
            value={chosen}
            onChange={(event) => {
              setReference(event.target.value);
            }}
          />
        ) : null}
        <TextField
          label={t('name')}
          required
          maxLength={TEMPLATE_NAME_MAX_LENGTH}
          value={name}
          error={error}
          onChange={(event) => {
            setName(event.target.value);
            setError(undefined);
          }}
        />
        {failed ? (
          <p role="alert" className={styles.error}>
            {t('save-error')}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
