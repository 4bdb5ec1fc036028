import { useTranslation } from 'react-i18next';

import { formatLocalDateTime } from '@/domain/booking/components/booking-date-time';
import { formatTimeLeft } from '@/domain/booking/components/time-left';
import { type ShippingInstructions, siSummaryStatusOf } from '@/domain/documentation/si-contract';
import { type TransportDocument } from '@/domain/documentation/transport-document-contract';

import styles from './si-details-page.module.css';

/** The SI at a glance: summary status (late or not), SI reference, due time and time left, document type. */
export function SiStatus({ si, document }: { si: ShippingInstructions; document: TransportDocument | undefined }) {
  const { t } = useTranslation(['si-details', 'documentation', 'booking-domain', 'ui']);
  const status = siSummaryStatusOf(si, document?.transportDocumentStatus);
  return (
    <dl className={styles.status}>
      <div>
        <dt>{t('status')}</dt>
        <dd>
          <strong>{t(`documentation:summaryStatus.${status}`)}</strong>
          {si.isLate ? <span className={styles.late}> {t('documentation:late')}</span> : null}
        </dd>
      </div>
      <div>
        <dt>{t('si-reference')}</dt>
        <dd>{si.shippingInstructionsReference}</dd>
      </div>
      <div>
        <dt>{t('due')}</dt>
        <dd>
          {formatLocalDateTime(si.dueDateTime)} ({formatTimeLeft(t, si.dueDateTime, new Date())})
        </dd>
      </div>
      <div>
        <dt>{t('document-type')}</dt>
        <dd>{si.transportDocumentTypeCode === 'SWB' ? t('bl.sea-waybill') : t('bl.bill-of-lading')}</dd>
      </div>
    </dl>
  );
}
