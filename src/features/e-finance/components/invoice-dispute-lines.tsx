import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { DISPUTE_ITEMS_MAX } from '@/config/limits';
import { paths } from '@/config/paths';
import type { Invoice } from '@/domain/invoice/invoice-contract';
import { formatMoney } from '@/domain/money/money';

import { addLinesToDraft, readDisputeDraft, sameLine } from '../utils/dispute-draft';
import styles from './disputes.module.css';
import { InvoiceLines } from './invoice-lines';

/**
 * The invoice's lines with "Dispute" (docs/areas/e-finance.md, "Disputes"): pressing it puts checkboxes on the lines;
 * "Add to dispute" adds the picked lines to the user's dispute draft (lines of other invoices already there stay) and
 * opens the dispute form. More than 50 items in the draft is refused here, at the lines, with nothing added.
 */
export function InvoiceDisputeLines({ invoice, canDispute }: { invoice: Invoice; canDispute: boolean }) {
  const { t, i18n } = useTranslation('disputes');
  const navigate = useNavigate();
  const [picking, setPicking] = useState(false);
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const inDraft = (index: number) =>
    readDisputeDraft().items.some((item) => sameLine(item, invoice.invoiceNumber, index + 1));
  const selection = picking
    ? {
        heading: t('pick.column'),
        isSelected: (index: number) => picked.has(index),
        toggle: (index: number) => {
          setError(null);
          setPicked((current) => {
            const next = new Set(current);
            if (!next.delete(index)) next.add(index);
            return next;
          });
        },
        label: (index: number) => {
          const line = invoice.charges[index];
          return t('pick.line', {
            number: index + 1,
            name: line?.chargeName ?? '',
            amount: line ? formatMoney(line.amount, i18n.language) : '',
          });
        },
      }
    : undefined;
  const add = () => {
    if (picked.size === 0) {
      setError(t('pick.none'));
      return;
    }
    const lineNumbers = [...picked].sort((a, b) => a - b).map((index) => index + 1);
    if (addLinesToDraft(invoice, lineNumbers) === 'too-many') {
      setError(t('form.error.too-many-items', { max: DISPUTE_ITEMS_MAX }));
      return;
    }
    void navigate(paths.newDispute.href());
  };
  return (
    <>
      <InvoiceLines invoice={invoice} selection={selection} />
      {canDispute ? (
        <div className={styles.actions}>
          {picking ? (
            <>
              <Button variant="primary" onClick={add} aria-describedby="dispute-pick-error">
                {t('pick.add', { count: picked.size })}
              </Button>
              <Button
                onClick={() => {
                  setPicking(false);
                  setPicked(new Set());
                  setError(null);
                }}
              >
                {t('pick.cancel')}
              </Button>
            </>
          ) : (
            <Button
              onClick={() => {
                setPicking(true);
                setPicked(new Set(invoice.charges.flatMap((_, index) => (inDraft(index) ? [index] : []))));
              }}
            >
              {t('pick.start')}
            </Button>
          )}
        </div>
      ) : null}
      <p id="dispute-pick-error" className={styles.error} role={error ? 'alert' : undefined}>
        {error ?? ''}
      </p>
    </>
  );
}
