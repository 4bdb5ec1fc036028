import { useState } from 'react';

import { useFeatureFlag } from '@/domain/feature-flag/feature-flags';
import type { InvoiceSummary } from '@/domain/invoice/invoice-contract';

/** Invoice statuses a payment can pay (docs/areas/e-finance.md "Online payment"): something open, no dispute. */
const PAYABLE_STATUSES: ReadonlySet<InvoiceSummary['status']> = new Set(['OPEN', 'OVERDUE', 'PARTLY_PAID']);

/** True when `invoice` can be picked for online payment. */
export function isPayable(invoice: InvoiceSummary): boolean {
  return PAYABLE_STATUSES.has(invoice.status) && invoice.open.amount > 0 && invoice.disputed.amount === 0;
}

/** The invoices picked on My invoices for payment, kept across pages and searches of the list. */
export interface PaymentSelection {
  /** The invoices picked, in the order they were picked. */
  selected: readonly InvoiceSummary[];
  isSelected: (invoiceNumber: string) => boolean;
  toggle: (invoice: InvoiceSummary) => void;
  clear: () => void;
}

/**
 * The payment selection of My invoices, or null while the `payment` flag is off for the user's country (the list then
 * shows no checkboxes).
 */
export function usePaymentSelection(): PaymentSelection | null {
  const on = useFeatureFlag('payment');
  const [selected, setSelected] = useState<readonly InvoiceSummary[]>([]);
  if (!on) return null;
  return {
    selected,
    isSelected: (invoiceNumber) => selected.some((invoice) => invoice.invoiceNumber === invoiceNumber),
    toggle: (invoice) => {
      setSelected((current) =>
        current.some((entry) => entry.invoiceNumber === invoice.invoiceNumber)
          ? current.filter((entry) => entry.invoiceNumber !== invoice.invoiceNumber)
          : [...current, invoice],
      );
    },
    clear: () => {
      setSelected([]);
    },
  };
}
