import { useQuery } from '@tanstack/react-query';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { NativeSelect } from '@/components/ui/native-select';
import { referenceDataQueries } from '@/domain/reference-data/reference-data';
import styles from '@/features/booking/components/booking-request-page.module.css';
import { FormTextField } from '@/features/booking/components/form-text-field';
import type { BookingFormValues } from '@/features/booking/utils/booking-form-values';

/** US/CA export information: the filing type (master data 'US_CA_EXPORT_INFO') and its reference. */
export function ExportInfoSection() {
  const { t } = useTranslation('booking');
  const { control } = useFormContext<BookingFormValues>();
  const exportTypes = useQuery(referenceDataQueries.mdmConfig('US_CA_EXPORT_INFO'));
  return (
    <section aria-labelledby="export-heading" className={styles.section}>
      <h2 id="export-heading">{t('export.heading')}</h2>
      <p className={styles.hint}>{t('export.hint')}</p>
      <div className={styles.grid}>
        <Controller
          control={control}
          name="exportInfo.typeCode"
          render={({ field, fieldState }) => (
            <div>
              <NativeSelect
                label={t('export.type')}
                name={field.name}
                ref={field.ref}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                aria-invalid={fieldState.error ? true : undefined}
                aria-describedby={fieldState.error ? 'export-type-error' : undefined}
                options={[
                  { value: '', label: t('export.type-choose') },
                  ...(exportTypes.data?.items ?? []).map((item) => ({ value: item.code, label: item.name })),
                ]}
              />
              {fieldState.error ? (
                <p id="export-type-error" className={styles.error}>
                  {t('errors.required')}
                </p>
              ) : null}
            </div>
          )}
        />
        <FormTextField name="exportInfo.reference" label={t('export.reference')} maxLength={30} />
      </div>
    </section>
  );
}
