import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { ScrollTable } from '@/components/ui/scroll-table';
import { paths } from '@/config/paths';
import type { StatementEntry } from '@/domain/invoice/statement-contract';
import { formatMoney, type Money } from '@/domain/money/money';

import listStyles from './invoices-list.module.css';
import styles from './statement.module.css';

/** Props of {@link StatementTable} and {@link StatementCards}. */
export interface StatementEntriesProps {
  entries: readonly StatementEntry[];
  /** The balance before the page's first entry, and whether that is the period's opening (page 1). */
  broughtForward: { balance: Money; opening: boolean };
}

/**
 * An entry's reference: the invoice, the online payment and the credit note link to their pages, a bank transfer is
 * text; a transfer and a credit note name the invoice they concern, as a link.
 */
function EntryReference({ entry }: { entry: StatementEntry }) {
  const { t } = useTranslation('statement');
  if (entry.kind === 'INVOICE') {
    return <Link to={paths.invoiceDetail.href(entry.reference)}>{entry.reference}</Link>;
  }
  if (entry.kind === 'PAYMENT' && entry.paymentMethod === 'ONLINE') {
    return <Link to={paths.paymentDetail.href(entry.reference)}>{entry.reference}</Link>;
  }
  return (
    <>
      {entry.kind === 'CREDIT_NOTE' ? (
        <Link to={paths.creditNoteDetail.href(entry.reference)}>{entry.reference}</Link>
      ) : (
        entry.reference
      )}
      {entry.invoiceNumber ? (
        <span className={styles.concerns}>
          {t('entry.for')}{' '}
          <Link
            to={paths.invoiceDetail.href(entry.invoiceNumber)}
            aria-label={t('entry.invoice-link', { number: entry.invoiceNumber })}
          >
            {entry.invoiceNumber}
          </Link>
        </span>
      ) : null}
    </>
  );
}

/** What an entry is: "Invoice", "Payment (online)", "Payment (bank transfer)", "Credit note". */
function useKindText() {
  const { t } = useTranslation('statement');
  return (entry: StatementEntry) =>
    entry.kind === 'PAYMENT' ? t(`kind.PAYMENT-${entry.paymentMethod ?? 'ONLINE'}`) : t(`kind.${entry.kind}`);
}

const amount = (money: Money | undefined, language: string) => (money ? formatMoney(money, language) : '');

/**
 * The statement on a desktop: the balance brought forward, then one row per entry in date order with its debit or
 * credit and the running balance, money with the currency's decimals, right-aligned.
 */
export function StatementTable({ entries, broughtForward }: StatementEntriesProps) {
  const { t, i18n } = useTranslation('statement');
  const kindText = useKindText();
  return (
    <ScrollTable label={t('entries.caption')} frameClassName={listStyles.scroller} tableClassName={listStyles.table}>
      <thead>
        <tr>
          <th scope="col">{t('columns.date')}</th>
          <th scope="col">{t('columns.kind')}</th>
          <th scope="col">{t('columns.reference')}</th>
          <th scope="col">{t('columns.bl')}</th>
          <th scope="col">{t('columns.debit')}</th>
          <th scope="col">{t('columns.credit')}</th>
          <th scope="col">{t('columns.balance')}</th>
        </tr>
      </thead>
      <tbody>
        <tr className={styles.forward}>
          <td colSpan={6}>{broughtForward.opening ? t('entries.opening') : t('entries.brought-forward')}</td>
          <td className={listStyles.num}>{formatMoney(broughtForward.balance, i18n.language)}</td>
        </tr>
        {entries.map((entry) => (
          <tr key={`${entry.kind}-${entry.reference}`}>
            <td className={styles.date}>{entry.date}</td>
            <td>{kindText(entry)}</td>
            <th scope="row" className={styles.referenceCell}>
              <EntryReference entry={entry} />
            </th>
            <td className={styles.reference}>{entry.transportDocumentReference ?? ''}</td>
            <td className={listStyles.num}>{amount(entry.debit, i18n.language)}</td>
            <td className={listStyles.num}>{amount(entry.credit, i18n.language)}</td>
            <td className={listStyles.num}>{formatMoney(entry.balance, i18n.language)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/** The statement on a phone: the balance brought forward, then one card per entry. */
export function StatementCards({ entries, broughtForward }: StatementEntriesProps) {
  const { t, i18n } = useTranslation('statement');
  const kindText = useKindText();
  return (
    <>
      <p className={styles.forwardLine}>
        {broughtForward.opening ? t('entries.opening') : t('entries.brought-forward')}{' '}
        <strong className={listStyles.num}>{formatMoney(broughtForward.balance, i18n.language)}</strong>
      </p>
      <ul className={listStyles.cards} aria-label={t('entries.caption')}>
        {entries.map((entry) => (
          <li key={`${entry.kind}-${entry.reference}`} className={listStyles.card}>
            <div className={listStyles.cardHead}>
              <h3 className={listStyles.cardTitle}>
                <EntryReference entry={entry} />
              </h3>
              <span>{kindText(entry)}</span>
            </div>
            <dl className={listStyles.cardFacts}>
              <dt>{t('columns.date')}</dt>
              <dd>{entry.date}</dd>
              {entry.transportDocumentReference ? (
                <>
                  <dt>{t('columns.bl')}</dt>
                  <dd>{entry.transportDocumentReference}</dd>
                </>
              ) : null}
              <dt>{entry.debit ? t('columns.debit') : t('columns.credit')}</dt>
              <dd className={listStyles.num}>{amount(entry.debit ?? entry.credit, i18n.language)}</dd>
              <dt>{t('columns.balance')}</dt>
              <dd className={listStyles.num}>{formatMoney(entry.balance, i18n.language)}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
