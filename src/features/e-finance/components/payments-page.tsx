import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';

import { Pagination } from '@/components/ui/pagination';
import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { ScrollTable } from '@/components/ui/scroll-table';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { paymentListParamsSchema, type PaymentSummary } from '@/domain/invoice/payment-contract';
import { formatMoney } from '@/domain/money/money';
import { useCurrentUserId } from '@/domain/session/session-store';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PHONE_MEDIA_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { useFormatUserDateTime } from '@/lib/user-time-zone';

import { paymentQueries } from '../api/payments-api';
import listStyles from './invoices-list.module.css';
import styles from './payment.module.css';
import { PaymentStatusBadge } from './payment-status-badge';

/** One payment's facts as the table's cells or a card's description list. */
function usePaymentFacts() {
  const { t, i18n } = useTranslation('payment');
  const formatDateTime = useFormatUserDateTime();
  return (payment: PaymentSummary) => [
    { label: t('history.created'), value: formatDateTime(payment.createdDateTime) },
    { label: t('history.invoices'), value: payment.invoiceNumbers.join(', ') },
    {
      label: t('history.amount'),
      value: formatMoney({ amount: payment.amount, currency: payment.currency }, i18n.language),
      num: true,
    },
  ];
}

function PaymentsTable({ payments }: { payments: readonly PaymentSummary[] }) {
  const { t } = useTranslation('payment');
  const facts = usePaymentFacts();
  return (
    <ScrollTable label={t('history.caption')} frameClassName={styles.scroller} tableClassName={styles.table}>
      <thead>
        <tr>
          <th scope="col">{t('history.payment')}</th>
          <th scope="col">{t('history.status')}</th>
          <th scope="col">{t('history.created')}</th>
          <th scope="col">{t('history.invoices')}</th>
          <th scope="col" className={styles.num}>
            {t('history.amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {payments.map((payment) => (
          <tr key={payment.paymentId}>
            <th scope="row">
              <Link to={paths.paymentDetail.href(payment.paymentId)}>{payment.paymentId}</Link>
            </th>
            <td>
              <PaymentStatusBadge status={payment.status} />
            </td>
            {facts(payment).map((fact) => (
              <td key={fact.label} className={fact.num ? styles.num : undefined}>
                {fact.value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

function PaymentCards({ payments }: { payments: readonly PaymentSummary[] }) {
  const { t } = useTranslation('payment');
  const facts = usePaymentFacts();
  return (
    <ul className={listStyles.cards} aria-label={t('history.caption')}>
      {payments.map((payment) => (
        <li key={payment.paymentId} className={listStyles.card}>
          <div className={listStyles.cardHead}>
            <h2 className={listStyles.cardTitle}>
              <Link to={paths.paymentDetail.href(payment.paymentId)}>{payment.paymentId}</Link>
            </h2>
            <PaymentStatusBadge status={payment.status} />
          </div>
          <dl className={listStyles.cardFacts}>
            {facts(payment).map((fact) => (
              <Fragment key={fact.label}>
                <dt>{fact.label}</dt>
                <dd className={fact.num ? styles.num : undefined}>{fact.value}</dd>
              </Fragment>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

/**
 * /e-finance/payments: the company's payments, newest first, paged on the server (page and size in the URL): a table
 * on desktop, cards on a phone; each links to its result or receipt. Times in the user's time zone with its offset.
 */
export function PaymentsPage() {
  const { t } = useTranslation('payment');
  useDocumentTitle(t('history.title'));
  const userId = useCurrentUserId();
  const phone = useMediaQuery(PHONE_MEDIA_QUERY);
  const [searchParams, setSearchParams] = useSearchParams();
  const parsed = paymentListParamsSchema.safeParse(Object.fromEntries(searchParams));
  const params = parsed.success ? parsed.data : { page: 1, pageSize: 10 };
  const query = useQuery({
    ...paymentQueries.list(userId ?? '', params),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
  });
  const go = (next: { page?: number; pageSize?: number }) => {
    const href = paths.payments.href({ ...params, ...next });
    setSearchParams(new URLSearchParams(href.split('?')[1] ?? ''));
  };
  if (userId === null) return null;
  const data = query.data;
  return (
    <section aria-labelledby="payments-title" className={styles.page}>
      <div className={styles.head}>
        <h1 id="payments-title">{t('history.title')}</h1>
      </div>
      {query.isError && !data ? (
        <QueryErrorFallback message={t('history.load-error')} query={query} />
      ) : !data ? (
        <Spinner label={t('history.loading')} />
      ) : data.totalCount === 0 ? (
        <p>{t('history.empty')}</p>
      ) : (
        <>
          {phone ? <PaymentCards payments={data.payments} /> : <PaymentsTable payments={data.payments} />}
          <Pagination
            label={t('history.pagination')}
            page={params.page}
            pageSize={params.pageSize}
            totalItems={data.totalCount}
            onPageChange={(page) => {
              go({ page });
            }}
            onPageSizeChange={(pageSize) => {
              go({ page: 1, pageSize });
            }}
          />
        </>
      )}
    </section>
  );
}
