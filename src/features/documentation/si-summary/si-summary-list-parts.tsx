import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { formatLocalDateTime } from '@/domain/booking/components/booking-date-time';
import { formatTimeLeft } from '@/domain/booking/components/time-left';
import type { SiListItem } from '@/domain/documentation/si-list-contract';

import styles from './si-summary-page.module.css';

/** Where a row leads: the SI when one was sent, else the submission for the booking. */
function BookingLink({ item }: { item: SiListItem }) {
  const { t } = useTranslation('si-summary');
  return item.summaryStatus === 'NOT_SUBMITTED' ? (
    <Link to={paths.siSubmissionAmendment.href(item.carrierBookingReference)}>
      {t('list.submit-link', { reference: item.carrierBookingReference })}
    </Link>
  ) : (
    <Link to={paths.siDetails.href(item.carrierBookingReference)}>
      {t('list.si-link', { reference: item.carrierBookingReference })}
    </Link>
  );
}

function Due({ item, now }: { item: SiListItem; now: number }) {
  const { t } = useTranslation(['si-summary', 'documentation', 'booking-domain', 'ui']);
  const overdue = item.summaryStatus === 'NOT_SUBMITTED' && Date.parse(item.dueDateTime) <= now;
  return (
    <>
      {formatLocalDateTime(item.dueDateTime)}
      <br />
      {item.summaryStatus === 'NOT_SUBMITTED' ? (
        overdue ? (
          <strong className={styles.overdue}>{t('documentation:overdue')}</strong>
        ) : (
          <span>{formatTimeLeft(t, item.dueDateTime, new Date(now))}</span>
        )
      ) : item.isLate ? (
        <strong className={styles.overdue}>{t('documentation:late')}</strong>
      ) : null}
    </>
  );
}

/** The list as a table (desktop): booking, SI status, B/L, due time, route, vessel/voyage. */
export function SiTable({ items, now }: { items: SiListItem[]; now: number }) {
  const { t } = useTranslation(['si-summary', 'documentation']);
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('list.booking')}</th>
            <th scope="col">{t('list.status')}</th>
            <th scope="col">{t('list.bl')}</th>
            <th scope="col">{t('list.due')}</th>
            <th scope="col">{t('list.route')}</th>
            <th scope="col">{t('list.vessel')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.carrierBookingReference}>
              <td>
                <BookingLink item={item} />
              </td>
              <td>{t(`documentation:summaryStatus.${item.summaryStatus}`)}</td>
              <td>{item.transportDocumentStatus ? item.transportDocumentReference : '—'}</td>
              <td>
                <Due item={item} now={now} />
              </td>
              <td>
                {item.portOfLoading} → {item.portOfDischarge}
              </td>
              <td>
                {item.vesselName} {item.carrierExportVoyageNumber}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One SI of the list as a card (phone). */
export function SiCard({ item, now }: { item: SiListItem; now: number }) {
  const { t } = useTranslation(['si-summary', 'documentation']);
  return (
    <>
      <h2 className={styles.cardTitle}>
        <BookingLink item={item} />
      </h2>
      <dl className={styles.cardFacts}>
        <div>
          <dt>{t('list.status')}</dt>
          <dd>{t(`documentation:summaryStatus.${item.summaryStatus}`)}</dd>
        </div>
        <div>
          <dt>{t('list.due')}</dt>
          <dd>
            <Due item={item} now={now} />
          </dd>
        </div>
        <div>
          <dt>{t('list.route')}</dt>
          <dd>
            {item.portOfLoading} → {item.portOfDischarge}
          </dd>
        </div>
        <div>
          <dt>{t('list.vessel')}</dt>
          <dd>
            {item.vesselName} {item.carrierExportVoyageNumber}
          </dd>
        </div>
        {item.transportDocumentStatus ? (
          <div>
            <dt>{t('list.bl')}</dt>
            <dd>{item.transportDocumentReference}</dd>
          </div>
        ) : null}
      </dl>
    </>
  );
}
