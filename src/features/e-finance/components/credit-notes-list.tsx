import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { NativeSelect } from '@/components/ui/native-select';
import { ScrollTable } from '@/components/ui/scroll-table';
import { paths } from '@/config/paths';
import { CREDIT_NOTE_STATUSES, type CreditNote, type CreditNoteStatus } from '@/domain/invoice/credit-note-contract';
import { formatMoney } from '@/domain/money/money';

import type { CreditNotesSearch } from '../utils/credit-notes-url';
import { INVOICE_CURRENCIES } from '../utils/invoice-filters-form';
import styles from './invoices-list.module.css';
import pageStyles from './invoices-page.module.css';

/** The credit note list on a desktop: one row per credit note, money in its currency with its decimals. */
export function CreditNotesTable({ rows }: { rows: readonly CreditNote[] }) {
  const { t, i18n } = useTranslation('credit-notes');
  return (
    <ScrollTable label={t('list.caption')} frameClassName={styles.scroller} tableClassName={styles.table}>
      <thead>
        <tr>
          <th scope="col">{t('columns.number')}</th>
          <th scope="col">{t('columns.kind')}</th>
          <th scope="col">{t('columns.invoice')}</th>
          <th scope="col">{t('columns.bl')}</th>
          <th scope="col">{t('columns.issue-date')}</th>
          <th scope="col" className={styles.num}>
            {t('columns.amount')}
          </th>
          <th scope="col" className={styles.num}>
            {t('columns.remaining')}
          </th>
          <th scope="col">{t('columns.status')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.creditNoteNumber}>
            <th scope="row" className={styles.referenceCell}>
              <Link to={paths.creditNoteDetail.href(row.creditNoteNumber)}>{row.creditNoteNumber}</Link>
            </th>
            <td>{t(`kind.${row.kind}`)}</td>
            <td className={styles.reference}>
              <Link to={paths.invoiceDetail.href(row.invoiceNumber)}>{row.invoiceNumber}</Link>
            </td>
            <td className={styles.reference}>{row.transportDocumentReference}</td>
            <td className={styles.date}>{row.issueDate}</td>
            <td className={styles.num}>{formatMoney(row.amount, i18n.language)}</td>
            <td className={styles.num}>{formatMoney(row.remainingAmount, i18n.language)}</td>
            <td>{t(`status.${row.status}`)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/** The credit note list on a phone: one card per credit note, its number a heading that links to it. */
export function CreditNoteCards({ rows }: { rows: readonly CreditNote[] }) {
  const { t, i18n } = useTranslation('credit-notes');
  return (
    <ul className={styles.cards} aria-label={t('list.caption')}>
      {rows.map((row) => (
        <li key={row.creditNoteNumber} className={styles.card}>
          <div className={styles.cardHead}>
            <h3 className={styles.cardTitle}>
              <Link to={paths.creditNoteDetail.href(row.creditNoteNumber)}>{row.creditNoteNumber}</Link>
            </h3>
          </div>
          <dl className={styles.cardFacts}>
            <dt>{t('columns.status')}</dt>
            <dd>{t(`status.${row.status}`)}</dd>
            <dt>{t('columns.kind')}</dt>
            <dd>{t(`kind.${row.kind}`)}</dd>
            <dt>{t('columns.invoice')}</dt>
            <dd>
              <Link to={paths.invoiceDetail.href(row.invoiceNumber)}>{row.invoiceNumber}</Link>
            </dd>
            <dt>{t('columns.bl')}</dt>
            <dd>{row.transportDocumentReference}</dd>
            <dt>{t('columns.issue-date')}</dt>
            <dd>{row.issueDate}</dd>
            <dt>{t('columns.amount')}</dt>
            <dd className={styles.num}>{formatMoney(row.amount, i18n.language)}</dd>
            <dt>{t('columns.remaining')}</dt>
            <dd className={styles.num}>{formatMoney(row.remainingAmount, i18n.language)}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/**
 * The list's two filters, currency and status, applied as soon as one is chosen (two selects: nothing to type, so no
 * "Search" step). A URL changed from outside shows its values: the selects are controlled by the search.
 */
export function CreditNoteFilters({
  search,
  onChange,
}: {
  search: CreditNotesSearch;
  onChange: (patch: Partial<CreditNotesSearch>) => void;
}) {
  const { t } = useTranslation('credit-notes');
  const currencies =
    search.currency && !INVOICE_CURRENCIES.includes(search.currency)
      ? [...INVOICE_CURRENCIES, search.currency]
      : INVOICE_CURRENCIES;
  return (
    <div role="search" aria-label={t('filters.title')} className={pageStyles.filters}>
      <NativeSelect
        label={t('filters.currency')}
        value={search.currency ?? ''}
        options={[
          { value: '', label: t('filters.currency-any') },
          ...currencies.map((code) => ({ value: code, label: code })),
        ]}
        onChange={(event) => {
          onChange({ currency: event.target.value || undefined });
        }}
      />
      <NativeSelect
        label={t('filters.status')}
        value={search.status ?? ''}
        options={[
          { value: '', label: t('filters.status-any') },
          ...CREDIT_NOTE_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
        ]}
        onChange={(event) => {
          const value = event.target.value as CreditNoteStatus | '';
          onChange({ status: value || undefined });
        }}
      />
    </div>
  );
}
