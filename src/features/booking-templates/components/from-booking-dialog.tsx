import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { NativeSelect } from '@/components/ui/native-select';
import { TextField } from '@/components/ui/text-field';
import { bookingQueries } from '@/domain/booking/booking-queries';
import {
  TEMPLATE_NAME_ISSUES,
  templateNameField,
  type TemplateNameForm,
  templateNameFormSchema,
  templateNameRefusal,
} from '@/domain/booking-template/template-name-form';
import { useDebouncedValue } from '@/lib/use-debounced-value';

import styles from './booking-templates.module.css';

/** Props of {@link FromBookingDialog}. */
export interface FromBookingDialogProps {
  userId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Creates the template; resolves when created (the dialog closes), rejects to keep it open. */
  onCreate: (name: string, bookingReference: string) => Promise<unknown>;
  saving: boolean;
  /** The last save failed for a reason the name field cannot show. */
  failed: boolean;
}

/**
 * "Create from a booking": pick one of the user's bookings (newest 20, searchable by reference like the shipments
 * overview) and name the template; the server copies route, parties and cargo (never the sailing or dates). The name
 * is the same form as every template name dialog (template-name-form); the booking picker is why this is not a
 * FormDialog, which holds text fields only.
 */
export function FromBookingDialog({ userId, open, onOpenChange, onCreate, saving, failed }: FromBookingDialogProps) {
  const { t } = useTranslation('booking-templates');
  const formId = useId();
  const [q, setQ] = useState('');
  const search = useDebouncedValue(q.trim());
  const [reference, setReference] = useState('');
  const form = useForm<TemplateNameForm>({
    resolver: zodResolver(templateNameFormSchema),
    defaultValues: { name: '' },
    mode: 'onTouched',
  });
  const bookings = useQuery({
    ...bookingQueries.list(userId, { q: search || undefined, page: 1, pageSize: 20 }),
    enabled: open,
  });
  const options = (bookings.data?.bookings ?? []).map((booking) => ({
    value: booking.carrierBookingRequestReference,
    label: `${booking.carrierBookingReference ?? booking.carrierBookingRequestReference}: ${booking.pol.locationName} → ${booking.pod.locationName}`,
  }));
  const chosen = reference || options[0]?.value || '';
  const nameField = templateNameField(t('name'));

  const submit = form.handleSubmit(async ({ name }) => {
    if (chosen === '') return;
    try {
      await onCreate(name, chosen);
      onOpenChange(false);
    } catch (error) {
      const refusal = templateNameRefusal(error);
      // Any other failure: the dialog stays open and says so (`failed`).
      if (refusal !== null) {
        form.setError('name', { type: 'server', message: refusal }, { shouldFocus: true });
      }
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('from-booking.title')}
      description={t('from-booking.description')}
      footer={
        <>
          <Button
            onClick={() => {
              onOpenChange(false);
            }}
          >
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} variant="primary" busy={saving}>
            {t('save')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
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
          label={nameField.label}
          required={nameField.required}
          maxLength={nameField.maxLength}
          autoComplete="off"
          error={form.getFieldState('name', form.formState).error}
          issueText={TEMPLATE_NAME_ISSUES}
          {...form.register('name')}
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
