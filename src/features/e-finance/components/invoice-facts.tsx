import { useTranslation } from 'react-i18next';

import type { Invoice } from '@/domain/invoice/invoice-contract';

import { placeText, vesselVoyageText } from '../utils/invoice-view';
import styles from './invoice-detail.module.css';
import { InvoiceStatusBadge } from './invoice-status-badge';

/** The invoice's header facts: status, kind, references, dates, payer, route and vessel. */
export function InvoiceFacts({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('e-finance');
  const payer = [invoice.payer.partyName, ...invoice.payer.address].join('\n');
  const facts: { label: string; value: React.ReactNode }[] = [
    { label: t('columns.status'), value: <InvoiceStatusBadge status={invoice.status} /> },
    { label: t('columns.kind'), value: t(`kind.${invoice.kind}`) },
    { label: t('columns.bl'), value: invoice.transportDocumentReference },
    { label: t('columns.booking'), value: invoice.carrierBookingReference },
    ...(invoice.quotationReference ? [{ label: t('detail.quote'), value: invoice.quotationReference }] : []),
    { label: t('columns.issue-date'), value: invoice.issueDate },
    { label: t('columns.due-date'), value: invoice.dueDate },
    { label: t('detail.payer'), value: payer },
    { label: t('detail.pol'), value: placeText(invoice.pol) },
    { label: t('detail.pod'), value: placeText(invoice.pod) },
    { label: t('detail.vessel-voyage'), value: vesselVoyageText(invoice) },
    { label: t('detail.issuing-office'), value: placeText(invoice.issuingOffice) },
  ];
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
