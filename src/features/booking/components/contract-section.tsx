import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormRadioGroup } from '@/components/ui/form-radio-group';
import styles from '@/features/booking/components/booking-request-page.module.css';
import { FormTextField } from '@/features/booking/components/form-text-field';
import type { BookingFormValues } from '@/features/booking/utils/booking-form-values';

/** Props of {@link ContractSection}: the quote booked on (its reference stands in for the contract), or null. */
export interface ContractSectionProps {
  quoteReference: string | null;
}

/** Contract: a service contract or quotation number (a quote's own reference on a quote), and the payment term. */
export function ContractSection({ quoteReference }: ContractSectionProps) {
  const { t } = useTranslation('booking');
  const { control } = useFormContext<BookingFormValues>();
  return (
    <section aria-labelledby="contract-heading" className={styles.section}>
      <h2 id="contract-heading">{t('contract.heading')}</h2>
      <div className={styles.grid}>
        {quoteReference !== null ? (
          <dl className={styles.agent}>
            <dt>{t('contract.quotation')}</dt>
            <dd>{quoteReference}</dd>
          </dl>
        ) : (
          <>
            <FormTextField
              name="serviceContractReference"
              label={t('contract.service-contract')}
              description={t('contract.hint')}
              maxLength={30}
              autoComplete="off"
            />
            <FormTextField
              name="contractQuotationReference"
              label={t('contract.quotation')}
              maxLength={35}
              autoComplete="off"
            />
          </>
        )}
        <FormRadioGroup
          control={control}
          name="freightPaymentTermCode"
          legend={t('contract.payment-term')}
          options={[
            { value: 'PRE' as const, label: t('contract.prepaid') },
            { value: 'COL' as const, label: t('contract.collect') },
          ]}
        />
      </div>
    </section>
  );
}
