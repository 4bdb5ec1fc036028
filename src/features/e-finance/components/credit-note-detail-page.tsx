import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';

import { ScrollTable } from '@/components/ui/scroll-table';
import { paths } from '@/config/paths';
import { type CreditNote, creditNoteNumberSchema } from '@/domain/invoice/credit-note-contract';
import { formatMoney } from '@/domain/money/money';
import { useCurrentUserId } from '@/domain/session/session-store';
import { loadStateOf } from '@/lib/load-state';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFormatUserDateTime } from '@/lib/user-time-zone';

import { creditNoteQueries } from '../api/credit-notes-api';
import { type DocumentLoadState, DocumentPageFrame } from './document-frames';
import styles from './invoice-detail.module.css';
import listStyles from './invoices-list.module.css';

/** The amendment reason as the carrier writes it ('Amendment: <charge name> lowered'). */
const AMENDMENT_REASON = /^Amendment: (.+) lowered$/;

function CreditNoteFacts({ note }: { note: CreditNote }) {
  const { t, i18n } = useTranslation(['credit-notes', 'disputes']);
  const amendment = AMENDMENT_REASON.exec(note.reason);
  const reason =
    note.kind === 'DISPUTE'
      ? t(`reasons.${note.reason}`, { ns: 'disputes', defaultValue: note.reason })
      : amendment
        ? t('detail.amendment', { charge: amendment[1] })
        : note.reason;
  const facts: [string, React.ReactNode][] = [
    [t('columns.status'), t(`status.${note.status}`)],
    [t('columns.kind'), t(`kind.${note.kind}`)],
    [t('detail.reason'), reason],
    [t('columns.invoice'), <Link to={paths.invoiceDetail.href(note.invoiceNumber)}>{note.invoiceNumber}</Link>],
    [t('columns.bl'), note.transportDocumentReference],
    [t('detail.issued'), note.issueDate],
    [t('columns.amount'), formatMoney(note.amount, i18n.language)],
    [t('detail.applied'), formatMoney(note.appliedAmount, i18n.language)],
    [t('columns.remaining'), formatMoney(note.remainingAmount, i18n.language)],
  ];
  if (note.disputeId) {
    facts.splice(3, 0, [
      t('detail.dispute'),
      <Link to={paths.disputeDetail.href(note.disputeId)}>{note.disputeId}</Link>,
    ]);
  }
  return (
    <section className={styles.section} aria-labelledby="credit-note-facts">
      <h2 id="credit-note-facts">{t('detail.facts')}</h2>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function CreditNoteApplications({ note }: { note: CreditNote }) {
  const { t, i18n } = useTranslation('credit-notes');
  const formatDateTime = useFormatUserDateTime();
  return (
    <section className={styles.section} aria-labelledby="credit-note-applications">
      <h2 id="credit-note-applications">{t('detail.applications')}</h2>
      {note.applications.length === 0 ? (
        <p>{t('detail.no-applications')}</p>
      ) : (
        <ScrollTable
          label={t('detail.applications-caption')}
          frameClassName={listStyles.scroller}
          tableClassName={listStyles.table}
        >
          <thead>
            <tr>
              <th scope="col">{t('detail.payment')}</th>
              <th scope="col">{t('detail.applied-at')}</th>
              <th scope="col" className={listStyles.num}>
                {t('detail.applied')}
              </th>
            </tr>
          </thead>
          <tbody>
            {note.applications.map((application) => (
              <tr key={application.paymentId}>
                <th scope="row" className={listStyles.referenceCell}>
                  <Link to={paths.paymentDetail.href(application.paymentId)}>{application.paymentId}</Link>
                </th>
                <td className={listStyles.date}>{formatDateTime(application.appliedDateTime)}</td>
                <td className={listStyles.num}>{formatMoney(application.amount, i18n.language)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </section>
  );
}

function CreditNoteNotFound() {
  const { t } = useTranslation('credit-notes');
  return (
    <section aria-labelledby="credit-note-not-found">
      <h2 id="credit-note-not-found">{t('detail.not-found')}</h2>
      <p>{t('detail.not-found-text')}</p>
      <Link to={paths.creditNotes.href()}>{t('detail.back')}</Link>
    </section>
  );
}

/**
 * /e-finance/credit-notes/:creditNoteNumber: one credit note of the user's company (docs/areas/e-finance.md "Credit
 * notes"): its facts with links to the invoice it credits and the dispute it comes from, and the payments that applied
 * it. A malformed number is "not found" without asking; so is a 404 or 403. The heading names the number only once the
 * server has answered for it.
 */
export function CreditNoteDetailPage() {
  const { t } = useTranslation('credit-notes');
  const { creditNoteNumber = '' } = useParams();
  const userId = useCurrentUserId();
  const number = creditNoteNumber.trim().toUpperCase();
  const wellFormed = creditNoteNumberSchema.safeParse(number).success;
  const query = useQuery({
    ...creditNoteQueries.detail(userId ?? '', number),
    enabled: wellFormed && userId !== null,
  });
  const loaded = loadStateOf(query);
  const note = wellFormed && loaded.kind === 'ready' ? loaded.data : undefined;
  const state: DocumentLoadState = !wellFormed
    ? { kind: 'not-found' }
    : loaded.kind === 'ready'
      ? { kind: 'ready' }
      : loaded;
  const title = note ? t('detail.title', { number: note.creditNoteNumber }) : t('detail.title-plain');
  useDocumentTitle(title);
  return (
    <DocumentPageFrame
      titleId="credit-note-title"
      title={title}
      state={state}
      back={{ href: paths.creditNotes.href(), label: t('detail.back') }}
      actions={null}
      texts={{ loadError: t('detail.load-error'), loading: t('detail.loading') }}
      notFound={<CreditNoteNotFound />}
    >
      {note ? (
        <>
          <CreditNoteFacts note={note} />
          <CreditNoteApplications note={note} />
        </>
      ) : null}
    </DocumentPageFrame>
  );
}
