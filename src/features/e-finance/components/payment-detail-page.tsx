import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';

import { Button, buttonClassName } from '@/components/ui/button';
import { PrintDocument } from '@/components/ui/print-document';
import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { FINAL_PAYMENT_STATUSES, type Payment } from '@/domain/invoice/payment-contract';
import { useDocumentTitle } from '@/lib/use-document-title';

import { invoiceQueries } from '../api/invoices-queries';
import { usePayment } from '../hooks/use-payment';
import { writePaymentKey } from '../utils/payment-draft';
import { gatewayRouteOf } from '../utils/payment-url';
import { isJustSubmitted } from '../utils/survey-offer';
import styles from './payment.module.css';
import { PaymentReceipt } from './payment-receipt';
import { SurveyOffer, type SurveySlot } from './survey-offer';

/** What a payment that did not pay says: the invoices stay open; links back to them and to try again. */
function NotPaid({ payment }: { payment: Payment }) {
  const { t } = useTranslation('payment');
  const invoices = payment.invoiceNumbers.join(', ');
  return (
    <div className={styles.stack}>
      <p role="alert" className={styles.error}>
        {t(`result.${payment.status === 'DECLINED' ? 'declined' : 'abandoned'}`, {
          count: payment.invoiceNumbers.length,
          invoices,
        })}
      </p>
      <div className={styles.actions}>
        <Link className={buttonClassName('primary')} to={paths.newPayment.href(payment.invoiceNumbers)}>
          {t('result.try-again')}
        </Link>
        <Link className={buttonClassName('ghost')} to={paths.myInvoices.href()}>
          {t('result.to-invoices')}
        </Link>
      </div>
    </div>
  );
}

/** The result of one payment by its status: the receipt, not paid, being checked, or not finished. */
function PaymentResult({ payment }: { payment: Payment }) {
  const { t } = useTranslation('payment');
  if (payment.status === 'SUCCEEDED') {
    return (
      <PrintDocument
        label={t('receipt.label', { id: payment.paymentId })}
        actions={
          <>
            <Link className={buttonClassName('ghost')} to={paths.myInvoices.href()}>
              {t('result.to-invoices')}
            </Link>
            <Link className={buttonClassName('ghost')} to={paths.payments.href()}>
              {t('result.to-history')}
            </Link>
            <Button
              variant="primary"
              onClick={() => {
                window.print();
              }}
            >
              {t('receipt.print')}
            </Button>
          </>
        }
      >
        <PaymentReceipt payment={payment} />
      </PrintDocument>
    );
  }
  if (payment.status === 'DECLINED' || payment.status === 'ABANDONED') return <NotPaid payment={payment} />;
  if (payment.status === 'PENDING') {
    return (
      <p role="status" className={styles.note}>
        {t('result.pending')}
      </p>
    );
  }
  const route = payment.gatewayUrl ? gatewayRouteOf(payment.gatewayUrl, payment.paymentId) : null;
  return (
    <div className={styles.stack}>
      <p>{t('result.unfinished')}</p>
      {route ? (
        <div className={styles.actions}>
          <Link className={buttonClassName('primary')} to={route}>
            {t('result.continue')}
          </Link>
        </div>
      ) : null}
    </div>
  );
}

/**
 * /e-finance/payments/:paymentId: where a payment ended (docs/areas/e-finance.md "Online payment"). SUCCEEDED shows
 * the receipt with "Print / Save as PDF"; DECLINED and ABANDONED say the invoices stay open; PENDING says the result
 * is being checked while the page asks the carrier again with back-off (never paying again). Once a payment has
 * ended, the invoices' payment draft is dropped (a new "Pay" is a new payment) and their lists are refetched. Under
 * a succeeded payment's receipt the e-finance survey is offered when the user arrives from paying (the payment steps
 * leave `JUST_SUBMITTED_STATE`), not on a receipt opened from the history later (`survey`, given by the route; "Survey
 * after use").
 */
export function PaymentDetailPage({ survey }: { survey?: SurveySlot }) {
  const { t } = useTranslation('payment');
  const { paymentId = '' } = useParams();
  const state = usePayment(paymentId);
  const justPaid = isJustSubmitted(useLocation().state);
  const queryClient = useQueryClient();
  const payment = state.kind === 'ready' ? state.payment : null;
  const endedPayment = payment !== null && FINAL_PAYMENT_STATUSES.includes(payment.status) ? payment : null;
  const title = payment ? t(`result.title.${payment.status}`, { id: payment.paymentId }) : t('result.heading');
  useDocumentTitle(title);
  useEffect(() => {
    if (!endedPayment) return;
    writePaymentKey(endedPayment.invoiceNumbers, null);
    void queryClient.invalidateQueries({ queryKey: invoiceQueries.all() });
  }, [endedPayment, queryClient]);
  return (
    <section aria-labelledby="payment-title" className={styles.page}>
      <div className={`${styles.head} no-print`}>
        <h1 id="payment-title" tabIndex={-1}>
          {title}
        </h1>
      </div>
      {payment ? (
        <PaymentResult payment={payment} />
      ) : state.kind === 'not-found' ? (
        <p role="alert">{t('result.not-found')}</p>
      ) : state.kind === 'error' ? (
        <QueryErrorFallback message={t('result.load-error')} retrying={state.retrying} onRetry={state.retry} />
      ) : (
        <Spinner label={t('result.loading')} />
      )}
      <SurveyOffer
        eligible={justPaid && payment?.status === 'SUCCEEDED'}
        ns="payment"
        survey={survey}
        headingId="payment-title"
        besidePaper
      />
    </section>
  );
}
