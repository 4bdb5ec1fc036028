import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Dialog } from '@/components/ui/dialog';
import { FormSubmitStatus } from '@/components/ui/form-submit-status';
import { NativeSelect } from '@/components/ui/native-select';
import { TextField } from '@/components/ui/text-field';
import { useFormSubmit } from '@/components/ui/use-form-submit';
import { bookingQueries } from '@/domain/booking/booking-queries';
import type { BookingTemplate, CreateBookingTemplate } from '@/domain/booking-template/template-contract';
import {
  TEMPLATE_NAME_ISSUES,
  templateNameField,
  type TemplateNameForm,
  templateNameFormSchema,
  templateNameRefusal,
} from '@/domain/booking-template/template-name-form';
import { useCreateBookingTemplate } from '@/domain/booking-template/template-queries';
import { useDebouncedValue } from '@/lib/use-debounced-value';

import styles from './booking-templates.module.css';
import { SaveDialogFooter } from './save-dialog-footer';

/** Props of {@link FromBookingDialog}. */
export interface FromBookingDialogProps {
  userId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the created template; the dialog closes. */
  onCreated: (template: BookingTemplate) => void;
}

/**
 * "Create from a booking": pick one of the user's bookings (newest 20, searchable by reference like the shipments
 * overview) and name the template; the server copies route, parties and cargo (never the sailing or dates). The name
 * is the same form as every template name dialog (template-name-form); the booking picker is why this is not a
 * FormDialog, which holds text fields only.
 */
export function FromBookingDialog({ userId, open, onOpenChange, onCreated }: FromBookingDialogProps) {
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

  const create = useCreateBookingTemplate(userId);
  // The templates' API takes no Idempotency-Key. A refused name shows at the name field, anything else beside Save.
  const submitter = useFormSubmit<TemplateNameForm, CreateBookingTemplate, BookingTemplate, CreateBookingTemplate>({
    form,
    mutation: create,
    variables: (body) => body,
    fieldName: () => null,
    onError: (error) => {
      const refusal = templateNameRefusal(error);
      if (refusal === null) return false;
      form.setError('name', { type: 'server', message: refusal }, { shouldFocus: true });
      return true;
    },
    onSuccess: (template) => {
      onCreated(template);
      onOpenChange(false);
    },
  });
  const submit = form.handleSubmit(({ name }) => {
    if (chosen !== '') submitter.submit({ name, bookingReference: chosen });
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('from-booking.title')}
      description={t('from-booking.description')}
      footer={
        <SaveDialogFooter
          formId={formId}
          busy={submitter.pending}
          onCancel={() => {
            onOpenChange(false);
          }}
        />
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
        <FormSubmitStatus submitter={submitter} failedMessage={t('save-error')} className={styles.error} />
      </form>
    </Dialog>
  );
}
