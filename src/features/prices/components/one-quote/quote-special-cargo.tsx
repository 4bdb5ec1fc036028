import type { RefObject } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { bookingRequestHref } from '@/domain/booking/booking-request-url';

import styles from './one-quote.module.css';
import type { QuoteFormValues } from './one-quote-form';

/** Props of {@link QuoteSpecialCargo}: the form, the notice's ref (Search focuses it), and whether a box is ticked. */
export interface QuoteSpecialCargoProps {
  control: Control<QuoteFormValues>;
  noticeRef: RefObject<HTMLParagraphElement | null>;
  shown: boolean;
}

/** The special cargo boxes, and the notice that such cargo is not quoted instantly, with a link to a booking request. */
export function QuoteSpecialCargo({ control, noticeRef, shown }: QuoteSpecialCargoProps) {
  const { t } = useTranslation('quote');
  const box = (name: 'dangerousGoods' | 'outOfGauge', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <label className={styles.check}>
          <input
            type="checkbox"
            name={field.name}
            ref={field.ref}
            checked={field.value}
            onBlur={field.onBlur}
            onChange={(event) => {
              field.onChange(event.target.checked);
            }}
          />
          {label}
        </label>
      )}
    />
  );
  return (
    <>
      <fieldset className={styles.special}>
        <legend className={styles.legend}>{t('search.special-cargo')}</legend>
        <div className={styles.checks}>
          {box('dangerousGoods', t('search.dangerous-goods'))}
          {box('outOfGauge', t('search.out-of-gauge'))}
        </div>
      </fieldset>
      {/* Always in the page so a screen reader hears the notice when a box is ticked (a live region must exist first). */}
      <div aria-live="polite">
        {shown ? (
          <p ref={noticeRef} tabIndex={-1} className={styles.notice}>
            {t('search.not-quotable')} <Link to={bookingRequestHref()}>{t('search.booking-request-link')}</Link>
          </p>
        ) : null}
      </div>
    </>
  );
}
