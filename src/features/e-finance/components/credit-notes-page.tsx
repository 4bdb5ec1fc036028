import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { useUrlListSearch } from '@/components/ui/use-url-list-search';
import { useCurrentUserId } from '@/domain/session/session-store';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PHONE_MEDIA_QUERY, useMediaQuery } from '@/lib/use-media-query';

import { creditNoteQueries } from '../api/credit-notes-api';
import { creditNotesHref, parseCreditNotesSearch, toCreditNoteQuery } from '../utils/credit-notes-url';
import { CreditNoteCards, CreditNoteFilters, CreditNotesTable } from './credit-notes-list';
import { FinanceListEmpty, FinanceListPage } from './finance-list-page';

/**
 * /e-finance/credit-notes: the company's credit notes (docs/areas/e-finance.md "Credit notes"), newest first, filtered
 * by currency and status and paged on the server, all of it in the URL. A table on desktop, cards on a phone.
 */
export function CreditNotesPage() {
  const { t } = useTranslation('credit-notes');
  useDocumentTitle(t('list.title'));
  const userId = useCurrentUserId();
  const { search, update } = useUrlListSearch(parseCreditNotesSearch, creditNotesHref);
  const phone = useMediaQuery(PHONE_MEDIA_QUERY);
  const query = useQuery({
    ...creditNoteQueries.list(userId ?? '', toCreditNoteQuery(search)),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
  });
  const activeFilters = (search.currency ? 1 : 0) + (search.status ? 1 : 0);
  // The login guard (app/layout/login-guard.tsx) sends a visitor without a session to the login page.
  if (userId === null) return null;
  return (
    <FinanceListPage
      ns="credit-notes"
      titleId="credit-notes-title"
      phone={phone}
      filters={<CreditNoteFilters search={search} onChange={update} />}
      activeFilters={activeFilters}
      query={query}
      search={search}
      onPaging={update}
    >
      {(data) => (
        <>
          <p>{t('list.intro')}</p>
          {data.creditNotes.length === 0 ? (
            <FinanceListEmpty ns="credit-notes" filtered={activeFilters > 0} />
          ) : phone ? (
            <CreditNoteCards rows={data.creditNotes} />
          ) : (
            <CreditNotesTable rows={data.creditNotes} />
          )}
        </>
      )}
    </FinanceListPage>
  );
}
