import { type SyntheticEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { chargeDescription, chargeName } from '@/domain/quote/charge-text';
import type { SurchargeCodeEntry } from '@/features/prices/api/prices-contract';
import { useMinimumSpinner } from '@/features/prices/hooks/use-minimum-spinner';
import { useSurchargeCodeSearch } from '@/features/prices/hooks/use-surcharge-code-search';
import {
  parseSurchargeInquiryUrl,
  SURCHARGE_QUERY_MAX_LENGTH,
  surchargeInquiryHref,
} from '@/features/prices/utils/surcharge-inquiry-url';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PHONE_MEDIA_QUERY, useMediaQuery } from '@/lib/use-media-query';

import styles from './surcharge-pages.module.css';

/**
 * /prices/surcharge-code-inquiry (public): the tariff's surcharge codes, searched by code or words
 * of the name, in English and in the reader's language (useSurchargeCodeSearch). The search lives in `?q=` (an empty search lists every code). Each search shows the spinner for about
 * 1 s (docs/requirements.md §2 and §9), even when the answer is faster. A table on desktop, cards on a phone.
 */
export function SurchargeCodeInquiryPage() {
  const { t } = useTranslation('prices');
  useDocumentTitle(t('surcharge-code-inquiry.title'));
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const q = parseSurchargeInquiryUrl(searchParams);
  const phone = useMediaQuery(PHONE_MEDIA_QUERY);

  // The typed text is the form's until submitted; a URL change from outside (Back, a link) shows its search.
  const [text, setText] = useState(q);
  const [shownQuery, setShownQuery] = useState(q);
  if (shownQuery !== q) {
    setShownQuery(q);
    setText(q);
  }

  const search = useSurchargeCodeSearch(q);
  const spinning = useMinimumSpinner(q, search.pending);

  const handleSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = text.trim();
    if (next === q) {
      search.retry();
      return;
    }
    void navigate(surchargeInquiryHref(next ? { q: next } : {}));
  };

  return (
    <section aria-labelledby="surcharge-code-inquiry-title" className={styles.page}>
      <h1 id="surcharge-code-inquiry-title">{t('surcharge-code-inquiry.title')}</h1>
      <p className={styles.intro}>{t('surcharge-code-inquiry.intro')}</p>
      <form
        role="search"
        className={styles.searchForm}
        onSubmit={handleSubmit}
        aria-label={t('surcharge-code-inquiry.search-label')}
      >
        <div className={styles.searchField}>
          <TextField
            label={t('surcharge-code-inquiry.query')}
            description={t('surcharge-code-inquiry.query-hint')}
            type="search"
            name="q"
            value={text}
            maxLength={SURCHARGE_QUERY_MAX_LENGTH}
            autoComplete="off"
            onChange={(event) => {
              setText(event.target.value);
            }}
          />
        </div>
        <Button type="submit" variant="primary" className={styles.searchButton}>
          {t('surcharge-code-inquiry.search')}
        </Button>
      </form>
      {spinning ? (
        <Spinner label={t('surcharge-code-inquiry.loading')} />
      ) : search.failed ? (
        <QueryErrorFallback
          message={t('surcharge-code-inquiry.load-error')}
          retrying={search.retrying}
          onRetry={search.retry}
        />
      ) : search.codes ? (
        <SurchargeCodeResults codes={search.codes} q={q} phone={phone} />
      ) : null}
    </section>
  );
}

interface SurchargeCodeResultsProps {
  codes: readonly SurchargeCodeEntry[];
  q: string;
  phone: boolean;
}

function SurchargeCodeResults({ codes, q, phone }: SurchargeCodeResultsProps) {
  const { t } = useTranslation(['prices', 'charges']);
  if (codes.length === 0) {
    return (
      <p role="status" className={styles.empty}>
        {t('prices:surcharge-code-inquiry.empty', { q })}
      </p>
    );
  }
  const caption = q
    ? t('prices:surcharge-code-inquiry.caption-search', { q, count: codes.length })
    : t('prices:surcharge-code-inquiry.caption-all', { count: codes.length });
  return (
    <div className={styles.results}>
      <p role="status" className={styles.count}>
        {caption}
      </p>
      {phone ? (
        <ul className={styles.cards} aria-label={t('prices:surcharge-code-inquiry.list-label')}>
          {codes.map((entry) => (
            <li key={entry.code} className={styles.card}>
              <h2 className={styles.cardTitle}>
                <span className={styles.code}>{entry.code}</span> <span>{chargeName(t, entry.code, entry.name)}</span>
              </h2>
              <p className={styles.cardText}>{chargeDescription(t, entry.code, entry.description)}</p>
              <dl className={styles.facts}>
                <dt>{t('prices:columns.basis')}</dt>
                <dd>{t(`charges:basis.${entry.basis}`)}</dd>
                <dt>{t('prices:columns.stage')}</dt>
                <dd>{t(`charges:stage.${entry.stage}`)}</dd>
              </dl>
            </li>
          ))}
        </ul>
      ) : (
        <div className={styles.scroller}>
          <table className={styles.table}>
            <caption className="visually-hidden">{t('prices:surcharge-code-inquiry.list-label')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('prices:columns.code')}</th>
                <th scope="col">{t('prices:columns.name')}</th>
                <th scope="col">{t('prices:columns.description')}</th>
                <th scope="col">{t('prices:columns.basis')}</th>
                <th scope="col">{t('prices:columns.stage')}</th>
              </tr>
            </thead>
            <tbody>
              {codes.map((entry) => (
                <tr key={entry.code}>
                  <th scope="row" className={styles.code}>
                    {entry.code}
                  </th>
                  <td>{chargeName(t, entry.code, entry.name)}</td>
                  <td>{chargeDescription(t, entry.code, entry.description)}</td>
                  <td className={styles.nowrap}>{t(`charges:basis.${entry.basis}`)}</td>
                  <td className={styles.nowrap}>{t(`charges:stage.${entry.stage}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
