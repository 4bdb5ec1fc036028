import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { FormSubmitStatus } from '@/components/ui/form-submit-status';
import { FormTextField } from '@/components/ui/form-text-field';
import { useFormSubmit } from '@/components/ui/use-form-submit';
import type { Payment } from '@/domain/invoice/payment-contract';
import { useCurrentUserId } from '@/domain/session/session-store';

import { paymentQueries, submitCard } from '../api/payments-api';
import {
  EMPTY_CARD,
  gatewayCardFormSchema,
  type GatewayCardFormValues,
  PAYMENT_ISSUE_TEXT,
} from '../utils/gateway-card-form';
import styles from './payment.module.css';

/**
 * The card's fields in screen order: the label's (and hint's) key in `payment`, the browser's autofill token, and
 * whether the phone shows its digit keypad. One list draws the fields and maps the server's field errors onto them.
 */
const CARD_FIELDS: readonly {
  name: keyof GatewayCardFormValues;
  label: string;
  description?: string;
  autoComplete: string;
  numeric: boolean;
}[] = [
  { name: 'cardNumber', label: 'gateway.card-number', autoComplete: 'cc-number', numeric: true },
  {
    name: 'expiry',
    label: 'gateway.expiry',
    description: 'gateway.expiry-hint',
    autoComplete: 'cc-exp',
    numeric: true,
  },
  { name: 'cvc', label: 'gateway.cvc', autoComplete: 'cc-csc', numeric: true },
  { name: 'holderName', label: 'gateway.holder', autoComplete: 'cc-name', numeric: false },
];
const CARD_FIELD_NAMES: readonly string[] = CARD_FIELDS.map((field) => field.name);

/**
 * The test gateway's card step: number (Luhn), expiry, CVC and name, errors at the fields (the form's and the
 * server's). The card goes to the gateway call only; the answer (the challenge) replaces the payment in the cache.
 */
export function GatewayCardForm({ payment }: { payment: Payment }) {
  const { t } = useTranslation('payment');
  const userId = useCurrentUserId();
  const queryClient = useQueryClient();
  const form = useForm<GatewayCardFormValues>({
    resolver: zodResolver(gatewayCardFormSchema),
    defaultValues: EMPTY_CARD,
  });
  const mutation = useMutation({
    mutationFn: (card: GatewayCardFormValues) => submitCard(payment.paymentId, card),
    meta: { errorHandling: 'custom' },
  });
  const submitter = useFormSubmit<GatewayCardFormValues, GatewayCardFormValues, Payment, GatewayCardFormValues>({
    form,
    mutation,
    variables: (card) => card,
    fieldName: (name) => (CARD_FIELD_NAMES.includes(name) ? (name as Path<GatewayCardFormValues>) : null),
    onSuccess: (next) => {
      queryClient.setQueryData(paymentQueries.detail(userId ?? '', next.paymentId).queryKey, next);
    },
  });
  const { control, handleSubmit } = form;
  return (
    <form noValidate className={styles.stack} onSubmit={(event) => void handleSubmit(submitter.submit)(event)}>
      <h2>{t('gateway.card-title')}</h2>
      <div className={styles.grid}>
        {CARD_FIELDS.map((field) => (
          <FormTextField
            key={field.name}
            control={control}
            name={field.name}
            label={t(field.label)}
            description={field.description === undefined ? undefined : t(field.description)}
            autoComplete={field.autoComplete}
            inputMode={field.numeric ? 'numeric' : undefined}
            required
            issueText={PAYMENT_ISSUE_TEXT}
          />
        ))}
      </div>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" busy={submitter.pending}>
          {t('gateway.continue')}
        </Button>
      </div>
      <FormSubmitStatus submitter={submitter} className={styles.error} />
    </form>
  );
}
