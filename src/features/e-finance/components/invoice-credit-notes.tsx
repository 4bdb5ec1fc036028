import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { formatMoney } from '@/domain/money/money';
import { useCurrentUserId } from '@/domain/session/session-store';

import { creditNoteQueries } from '../api/credit-notes-api';
import styles from './invoice-detail.module.css';

/** The most credit notes one invoice shows (the list's largest page; an invoice has one or two). */
const PAGE_SIZE = 50;

/**
 * The credit notes crediting one invoice, under its amounts (docs/areas/e-finance.md "Credit notes"): each number links
 * to the credit note, with its amount and what remains to apply. Nothing while loading or when there are none; a
 * failed load says so (the amounts above stay true: credit notes are applied at a payment, not on the invoice).
 */
export function InvoiceCreditNotes({ invoiceNumber }: { invoiceNumber: string }) {
  const { t, i18n } = useTranslation('credit-notes');
  const userId = useCurrentUserId();
  const query = useQuery({
    ...creditNoteQueries.list(userId ?? '', { invoiceNumber, page: 1, pageSize: PAGE_SIZE }),
    enabled: userId !== null,
  });
  if (query.isError && !query.data) return <p>{t('invoice.load-error')}</p>;
  const notes = query.data?.creditNotes ?? [];
  if (notes.length === 0) return null;
  return (
    <div>
      <h3 id="invoice-credit-notes-title">{t('invoice.title')}</h3>
      <ul className={styles.rates} aria-labelledby="invoice-credit-notes-title">
        {notes.map((note) => (
          <li key={note.creditNoteNumber}>
            <Link to={paths.creditNoteDetail.href(note.creditNoteNumber)}>{note.creditNoteNumber}</Link>{' '}
            {t('invoice.row', {
              amount: formatMoney(note.amount, i18n.language),
              remaining: formatMoney(note.remainingAmount, i18n.language),
              status: t(`status.${note.status}`),
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
