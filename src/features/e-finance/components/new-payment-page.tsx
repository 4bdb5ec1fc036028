import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';

import { Button, buttonClassName } from '@/components/ui/button';
import { useIssueText } from '@/components/ui/field-issue';
import { FormSubmitStatus } from '@/components/ui/form-submit-status';
import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { Spinner } from '@/components/ui/spinner';
import { useFormSubmit } from '@/components/ui/use-form-submit';
import { paths } from '@/config/paths';
import type { Invoice } from '@/domain/invoice/invoice-contract';
import type { Payment, PaymentRequest } from '@/domain/invoice/payment-contract';
import { useCurrentUserId } from '@/domain/session/session-store';
import { useDocumentTitle } from '@/lib/use-document-title';

import { creditNoteQueries } from '../api/credit-notes-api';
import { invoiceQueries } from '../api/invoices-queries';
import { createPayment, paymentQueries } from '../api/payments-api';
import { isPayable } from '../hooks/use-payment-selection';
import { invoicesHref } from '../utils/invoices-url';
import { readPaymentKey, writePaymentKey } from '../utils/payment-draft';
import { gatewayRouteOf, parsePaymentInvoices } from '../utils/payment-url';
import { JUST_SUBMITTED_STATE } from '../utils/survey-offer';
import styles from './payment.module.css';
import { PaymentCredits, usePaymentCredits } from './payment-credits';
import { PaymentInvoicesTable } from './payment-invoices-table';

/** The review form holds no field the user types: server refusals land on the invoice list as a whole. */
interface PayFormValues {
  invoiceNumbers: string[];
}

const PAYMENT_ISSUE_TEXT = { ns: 'payment', prefix: 'issue.' };

/** What stops these invoices from being paid together: none, one of them, or their currencies. */
function blockerOf(invoices: readonly Invoice[]): { key: string; number?: string } | null {
  const unpayable = invoices.find((invoice) => !isPayable(invoice));
  if (unpayable) return { key: 'review.not-payable', number: unpayable.invoiceNumber };
  if (new Set(invoices.map((invoice) => invoice.invoiceCurrency)).size > 1) return { key: 'review.mixed' };
  return null;
}

/**
 * /e-finance/payment/new?invoices=: the review of the invoices picked on My invoices (docs/areas/e-finance.md "Online
 * payment"): each with its open amount, the total in the currency's decimals, the credit notes applied first and what
 * the card then pays (the contract's `creditsToApply`, as the server applies them: "Credit notes"), and "Pay". The form kit's submit owns the Idempotency-Key (kept in the payment draft of these
 * invoices) and the in-flight guard, so a double click or a reload posts one payment; the answer's gateway page is
 * followed only when it is the portal's own.
 */
export function NewPaymentPage() {
  const { t } = useTranslation('payment');
  useDocumentTitle(t('review.title'));
  const userId = useCurrentUserId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const [numbers] = useState(() => parsePaymentInvoices(searchParams.get('invoices')));
  const [savedKey] = useState(() => readPaymentKey(numbers));
  const [untrusted, setUntrusted] = useState(false);
  const queries = useQueries({
    queries: numbers.map((number) => ({ ...invoiceQueries.detail(userId ?? '', number), enabled: userId !== null })),
  });
  const form = useForm<PayFormValues>({ defaultValues: { invoiceNumbers: numbers } });
  const mutation = useMutation({
    mutationFn: ({ request, key }: { request: PaymentRequest; key: string }) => createPayment(request, key),
    // Refusals show at the invoices; session-wide statuses (401, 429, 503, 504) still pop up.
    meta: { errorHandling: 'custom' },
  });
  const invoices = queries.flatMap((query) => (query.data ? [query.data] : []));
  const loaded = numbers.length > 0 && invoices.length === numbers.length;
  const credits = usePaymentCredits(userId ?? '', invoices, loaded && userId !== null);
  // The amount reviewed is what the card pays after the credit notes: the server refuses another one.
  const request: PaymentRequest = {
    invoiceNumbers: numbers,
    currency: invoices[0]?.invoiceCurrency ?? '',
    amount:
      credits.kind === 'ready' ? credits.cardAmount : invoices.reduce((sum, invoice) => sum + invoice.open.amount, 0),
  };
  const submitter = useFormSubmit<PayFormValues, PaymentRequest, Payment, { request: PaymentRequest; key: string }>({
    form,
    mutation,
    variables: (submitted, key) => ({ request: submitted, key }),
    initialKey: savedKey,
    onKey: (key) => {
      writePaymentKey(numbers, key);
    },
    fieldName: () => 'invoiceNumbers',
    onSuccess: (payment) => {
      queryClient.setQueryData(paymentQueries.detail(userId ?? '', payment.paymentId).queryKey, payment);
      // What remains of the credit notes changed with this payment.
      void queryClient.invalidateQueries({ queryKey: creditNoteQueries.all() });
      if (!payment.gatewayUrl) {
        writePaymentKey(numbers, null);
        void navigate(paths.paymentDetail.href(payment.paymentId), { replace: true, state: JUST_SUBMITTED_STATE });
        return;
      }
      const route = gatewayRouteOf(payment.gatewayUrl, payment.paymentId);
      if (route) void navigate(route);
      else setUntrusted(true);
    },
  });
  const refusal = useIssueText(form.formState.errors.invoiceNumbers, PAYMENT_ISSUE_TEXT);

  if (userId === null) return null;
  const failed = queries.find((query) => query.isError && !query.data);
  const ready = loaded;
  const blocker = ready ? blockerOf(invoices) : null;
  return (
    <section aria-labelledby="new-payment-title" className={styles.page}>
      <div className={styles.head}>
        <h1 id="new-payment-title">{t('review.title')}</h1>
      </div>
      {numbers.length === 0 ? (
        <div className={styles.stack}>
          <p>{t('review.none')}</p>
          <div className={styles.actions}>
            <Link
              className={buttonClassName('primary')}
              to={invoicesHref({ status: ['OPEN', 'OVERDUE', 'PARTLY_PAID'] })}
            >
              {t('review.choose')}
            </Link>
          </div>
        </div>
      ) : failed ? (
        <QueryErrorFallback message={t('review.load-error')} query={failed} />
      ) : !ready ? (
        <Spinner label={t('review.loading')} />
      ) : (
        <form
          noValidate
          className={styles.stack}
          onSubmit={(event) => {
            event.preventDefault();
            if (!blocker && credits.kind === 'ready') submitter.submit(request);
          }}
        >
          <p>{t('review.intro')}</p>
          <PaymentInvoicesTable
            caption={t('review.caption')}
            rows={invoices.map((invoice) => ({ invoiceNumber: invoice.invoiceNumber, amount: invoice.open }))}
            extra={(number) => invoices.find((invoice) => invoice.invoiceNumber === number)?.dueDate ?? ''}
            extraLabel={t('columns.due-date')}
          />
          {blocker ? null : <PaymentCredits state={credits} />}
          {blocker ? (
            <p role="alert" className={styles.error}>
              {t(blocker.key, { number: blocker.number })}
            </p>
          ) : null}
          {refusal ? (
            <p role="alert" className={styles.error}>
              {refusal}
            </p>
          ) : null}
          {untrusted ? (
            <p role="alert" className={styles.error}>
              {t('review.untrusted-gateway')}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Link className={buttonClassName('ghost')} to={paths.myInvoices.href()}>
              {t('review.back')}
            </Link>
            <Button
              type="submit"
              variant="primary"
              busy={submitter.pending}
              disabled={blocker !== null || credits.kind !== 'ready'}
            >
              {t('review.pay')}
            </Button>
          </div>
          <FormSubmitStatus submitter={submitter} className={styles.error} />
        </form>
      )}
    </section>
  );
}
