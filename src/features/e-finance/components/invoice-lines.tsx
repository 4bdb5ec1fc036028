import { useTranslation } from 'react-i18next';

import { ScrollTable } from '@/components/ui/scroll-table';
import type { Invoice } from '@/domain/invoice/invoice-contract';
import { formatMoney } from '@/domain/money/money';

import { lineView } from '../utils/invoice-view';
import screenStyles from './invoice-detail.module.css';
import paperStyles from './invoice-document.module.css';

/** The lines table's class names: the detail page's data table, or the printed invoice's ruled one. */
const LOOKS = {
  screen: {
    frame: screenStyles.scroller,
    table: screenStyles.table,
    number: screenStyles.num,
    code: screenStyles.code,
  },
  paper: {
    frame: paperStyles.tableWrap,
    table: paperStyles.table,
    number: paperStyles.number,
    code: undefined,
  },
} as const;

/** Checkboxes on the lines (the detail page while the user picks lines to dispute). */
export interface LineSelection {
  /** Whether line `index` (0-based) is picked. */
  isSelected: (index: number) => boolean;
  toggle: (index: number) => void;
  /** The checkbox column's (hidden) heading. */
  heading: string;
  /** The accessible name of line `index`'s checkbox. */
  label: (index: number) => string;
}

/**
 * The invoice's lines (charge, basis, quantity, unit price, amount, prepaid or collect) and under them the subtotal
 * of each line currency. Amounts in the line's own currency with its decimals. `look` 'screen' (the detail page:
 * the charge name over its code, the payment term spelled out on hover) or 'paper' (the printed invoice: code and
 * name on one line, PRE/COL as printed on carrier invoices). With `selection`, a first column of checkboxes.
 */
export function InvoiceLines({
  invoice,
  look = 'screen',
  selection,
}: {
  invoice: Invoice;
  look?: keyof typeof LOOKS;
  selection?: LineSelection | undefined;
}) {
  const { t, i18n } = useTranslation(['e-finance', 'charges']);
  const classes = LOOKS[look];
  const paper = look === 'paper';
  return (
    <ScrollTable label={t('e-finance:lines.caption')} frameClassName={classes.frame} tableClassName={classes.table}>
      <thead>
        <tr>
          {selection ? (
            <th scope="col">
              <span className="visually-hidden">{selection.heading}</span>
            </th>
          ) : null}
          <th scope="col">{t('e-finance:lines.charge')}</th>
          <th scope="col">{t('e-finance:lines.basis')}</th>
          <th scope="col">{t('e-finance:lines.quantity')}</th>
          <th scope="col">{t('e-finance:lines.unit-price')}</th>
          <th scope="col">{t('e-finance:lines.amount')}</th>
          <th scope="col">{t(paper ? 'e-finance:lines.payment-term-short' : 'e-finance:lines.payment-term')}</th>
        </tr>
      </thead>
      <tbody>
        {invoice.charges.map((charge, index) => {
          const line = lineView(t, charge, i18n.language);
          return (
            <tr key={index}>
              {selection ? (
                <td>
                  <input
                    type="checkbox"
                    checked={selection.isSelected(index)}
                    onChange={() => {
                      selection.toggle(index);
                    }}
                    aria-label={selection.label(index)}
                  />
                </td>
              ) : null}
              {paper ? (
                <th scope="row">{`${line.code} ${line.name}`}</th>
              ) : (
                <th scope="row">
                  {line.name}
                  <span className={classes.code}>{line.code}</span>
                </th>
              )}
              <td>{line.basis}</td>
              <td className={classes.number}>{line.quantity}</td>
              <td className={classes.number}>{line.unitPrice}</td>
              <td className={classes.number}>{line.amount}</td>
              <td>{paper ? line.paymentTermCode : <abbr title={line.paymentTerm}>{line.paymentTermCode}</abbr>}</td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        {invoice.subtotals.map((subtotal) => (
          <tr key={subtotal.currency}>
            <th scope="row" colSpan={selection ? 5 : 4}>
              {t('e-finance:lines.subtotal', { currency: subtotal.currency })}
            </th>
            <td className={classes.number}>{formatMoney(subtotal, i18n.language)}</td>
            <td />
          </tr>
        ))}
      </tfoot>
    </ScrollTable>
  );
}
