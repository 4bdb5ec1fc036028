import { useTranslation } from 'react-i18next';

import type { QuickBookingSailing } from '@/domain/booking/quick-booking-url';
import { doorAddressText as addressText } from '@/features/booking/utils/door-address';

import styles from './quick-booking.module.css';
import type { QuickBookingDetails } from './quick-booking-draft';
import { termsOf } from './quick-booking-request';

/** The service terms at both ends as they will be sent: CY, or Door with the pick-up or delivery address. */
export function ReviewTerms({ details, sailing }: { details: QuickBookingDetails; sailing: QuickBookingSailing }) {
  const { t } = useTranslation('quick-booking');
  const { receiptType, deliveryType } = termsOf(details, sailing);
  return (
    <dl className={styles.summary}>
      <div>
        <dt>{t('review.receipt-term')}</dt>
        <dd>
          {receiptType === 'SD'
            ? t('review.door-pick-up', { address: addressText(details.pickupAddress) })
            : t('review.cy-at', { place: sailing.polName })}
        </dd>
      </div>
      <div>
        <dt>{t('review.delivery-term')}</dt>
        <dd>
          {deliveryType === 'SD'
            ? t('review.door-delivery', { address: addressText(details.deliveryAddress) })
            : t('review.cy-at', { place: sailing.podName })}
        </dd>
      </div>
    </dl>
  );
}
