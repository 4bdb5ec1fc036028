import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { ExportButton } from '@/components/ui/export-button';
import { PagedListEmpty, PagedListPage } from '@/components/ui/paged-list-page';
import { useUrlListSearch } from '@/components/ui/use-url-list-search';
import type { StatementResponse } from '@/domain/invoice/statement-contract';
import { useCurrentUserId } from '@/domain/session/session-store';
import { todayIn } from '@/lib/dates';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PHONE_MEDIA_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { useUserTimeZone } from '@/lib/user-time-zone';

import { statementQueries, useExportStatement } from '../api/statement-api';
import { INVOICE_CURRENCIES } from '../utils/invoice-filters-form';
import { statementFormValuesOf } from '../utils/statement-form';
import {
  parseStatementSearch,
  statementHref,
  toStatementExportParams,
  toStatementParams,
} from '../utils/statement-url';
import { StatementCards, StatementTable } from './statement-entries';
import { StatementForm } from './statement-form';
import { StatementSummary } from './statement-summary';

/** The balance before the page's first entry: the opening balance on page 1, else what the previous pages left. */
function broughtForwardOf(statement: StatementResponse) {
  const first = statement.entries[0];
  const balance = first
    ? { ...first.balance, amount: first.balance.amount - (first.debit?.amount ?? 0) + (first.credit?.amount ?? 0) }
    : statement.openingBalance;
  return { balance, opening: statement.page === 1 };
}

/**
 * /e-finance/statement: the statement of account of the user's company in one currency over a period (default: this
 * month and the eleven before it, to today in the user's time zone): the opening balance, the period's invoices,
 * payments and credit notes with the running balance, paged on the server, the totals and the closing balance; all
 * of it in the URL. A table on desktop, cards on a phone; "Download (xlsx)" holds every entry.
 */
export function StatementPage() {
  const { t } = useTranslation('statement');
  useDocumentTitle(t('title'));
  const userId = useCurrentUserId();
  const today = todayIn(useUserTimeZone());
  const parse = useCallback((params: URLSearchParams) => parseStatementSearch(params, today), [today]);
  const { search, update } = useUrlListSearch(parse, statementHref);
  const phone = useMediaQuery(PHONE_MEDIA_QUERY);
  const query = useQuery({
    ...statementQueries.statement(userId ?? '', toStatementParams(search)),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
  });
  const exporter = useExportStatement();
  const data = query.data;
  const values = useMemo(() => statementFormValuesOf(search, data?.currency), [search, data?.currency]);

  // The login guard (app/layout/login-guard.tsx) sends a visitor without a session to the login page.
  if (userId === null) return null;

  return (
    <PagedListPage
      titleId="statement-title"
      title={t('title')}
      actions={
        <ExportButton
          mutation={exporter}
          disabled={!data || (data.totalCount === 0 && data.openingBalance.amount === 0)}
          onExport={() => {
            if (data) exporter.mutate({ ...toStatementExportParams(search), currency: data.currency });
          }}
          labels={{
            button: t('export.button'),
            working: t('export.working'),
            done: (fileName) => t('export.done', { fileName }),
            error: t('export.error'),
          }}
        />
      }
      phone={phone}
      filters={
        <StatementForm
          values={values}
          currencies={data?.currencies.length ? data.currencies : INVOICE_CURRENCIES}
          onSearch={(next) => {
            update(next);
          }}
        />
      }
      activeFilters={0}
      filtersToggle={() => t('form.toggle', { currency: values.currency || '…', from: search.from, to: search.to })}
      query={query}
      labels={{ loadError: t('load-error'), updating: t('updating'), loading: t('loading') }}
      paging={{ label: t('entries.pagination'), page: search.page, pageSize: search.pageSize }}
      onPaging={update}
    >
      {(statement) => (
        <>
          <StatementSummary statement={statement} />
          {statement.entries.length === 0 ? (
            <PagedListEmpty>{t('entries.empty')}</PagedListEmpty>
          ) : phone ? (
            <StatementCards entries={statement.entries} broughtForward={broughtForwardOf(statement)} />
          ) : (
            <StatementTable entries={statement.entries} broughtForward={broughtForwardOf(statement)} />
          )}
        </>
      )}
    </PagedListPage>
  );
}
