import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { ScrollTable } from '@/components/ui/scroll-table';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { creditsToApply } from '@/domain/invoice/credit-note-contract';
import type { Invoice } from '@/domain/invoice/invoice-contract';
import type { AppliedCredit } from '@/domain/invoice/payment-contract';
import { formatMoney } from '@/domain/money/money';

import { creditNoteQueries } from '../api/credit-notes-api';
import styles from './payment.module.css';

/** The most credit notes one review reads (the list's largest page): a company holds a handful at a time. */
const CREDIT_PAGE_SIZE = 50;

/** What the review knows of the credits: still loading, failed (with its query), or what applies and the card total. */
export type PaymentCreditsState =
  | { kind: 'loading' }
  | { kind: 'error'; query: { refetch: () => unknown; isFetching: boolean } }
  | { kind: 'ready'; appliedCredits: AppliedCredit[]; cardAmount: number; currency: string };

/**
 * The credit notes a payment of `invoices` (their open amounts, one currency) would apply and the card total, by the
 * contract's `creditsToApply` over the company's credit notes of that currency with something remaining: the same rule
 * the server applies (docs/areas/e-finance.md "Credit notes"), so the reviewed amount is what the server takes.
 */
export function usePaymentCredits(userId: string, invoices: readonly Invoice[], enabled: boolean): PaymentCreditsState {
  const currency = invoices[0]?.invoiceCurrency ?? '';
  const query = useQuery({
    ...creditNoteQueries.list(userId, {
      currency,
      status: ['OPEN', 'PARTLY_APPLIED'],
      page: 1,
      pageSize: CREDIT_PAGE_SIZE,
    }),
    enabled: enabled && currency !== '',
  });
  if (query.isError && !query.data) return { kind: 'error', query };
  if (!query.data) return { kind: 'loading' };
  const allocations = invoices.map((invoice) => ({ invoiceNumber: invoice.invoiceNumber, amount: invoice.open }));
  return { kind: 'ready', currency, ...creditsToApply(allocations, query.data.creditNotes, currency) };
}

/** The review's credit notes: those that apply first with the amount applied, then what the card pays. */
export function PaymentCredits({ state }: { state: PaymentCreditsState }) {
  const { t, i18n } = useTranslation('credit-notes');
  if (state.kind === 'loading') return <Spinner label={t('review.loading')} />;
  if (state.kind === 'error') return <QueryErrorFallback message={t('review.load-error')} query={state.query} />;
  const cardTotal = formatMoney({ amount: state.cardAmount, currency: state.currency }, i18n.language);
  return (
    <div className={styles.stack}>
      {state.appliedCredits.length === 0 ? (
        <p className={styles.note}>{t('review.none')}</p>
      ) : (
        <ScrollTable label={t('review.caption')} frameClassName={styles.scroller} tableClassName={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('review.number')}</th>
              <th scope="col" className={styles.num}>
                {t('review.applied')}
              </th>
            </tr>
          </thead>
          <tbody>
            {state.appliedCredits.map((credit) => (
              <tr key={credit.creditNoteNumber}>
                <th scope="row">
                  <Link to={paths.creditNoteDetail.href(credit.creditNoteNumber)}>{credit.creditNoteNumber}</Link>
                </th>
                <td className={styles.num}>{formatMoney(credit.amount, i18n.language)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      <p className={styles.total} aria-live="polite">
        {t('review.card-total', { amount: cardTotal })}
      </p>
      {state.cardAmount === 0 ? <p className={styles.note}>{t('review.covered')}</p> : null}
    </div>
  );
}
