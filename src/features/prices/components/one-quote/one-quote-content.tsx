import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

import {
  oneQuoteHref,
  type OneQuoteLink,
  parseOneQuoteUrl,
  quoteSearchOf,
  type QuoteSort,
} from '@/domain/quote/one-quote-url';
import { todayIn } from '@/lib/dates';

import { initialFormValues, type QuoteFormValues, saveFormDraft, searchKeyOf } from './one-quote-form';
import { QuoteOffers } from './quote-offers';
import { QuoteSearchForm } from './quote-search-form';

/**
 * The ONE Quote page below its heading: the search form, and the offers of the search the URL holds. Searching pushes
 * the search into the URL (back returns to the previous search); sorting and the chosen offer replace it.
 */
export function OneQuoteContent() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const link = parseOneQuoteUrl(searchParams);
  const searchKey = searchKeyOf(link);
  const search = quoteSearchOf(link);
  const [today] = useState(() => todayIn());

  const [values, setValues] = useState<QuoteFormValues>(() => initialFormValues(link, today));
  // Another search in the URL (back/forward, a link) resets the form to it; render-time reset, no effect flash.
  const [valuesFor, setValuesFor] = useState(searchKey);
  if (valuesFor !== searchKey) {
    setValuesFor(searchKey);
    setValues(initialFormValues(link, today));
  }

  useEffect(() => {
    saveFormDraft(values, valuesFor);
  }, [values, valuesFor]);

  // Set by a search from the form: the offers heading then takes the focus (on a phone the list starts a few screens
  // below the button); not on a reload or a link, where the form and the chosen offer keep theirs.
  const [searchCount, setSearchCount] = useState(0);

  const go = (next: OneQuoteLink, replace: boolean) => {
    void navigate(oneQuoteHref(next), { replace });
  };
  const specialCargo = values.dangerousGoods || values.outOfGauge;

  return (
    <>
      <QuoteSearchForm
        key={valuesFor}
        initialValues={values}
        onChange={setValues}
        today={today}
        onSearch={(next, names) => {
          go({ ...next, ...names, sort: link.sort }, false);
          setSearchCount((count) => count + 1);
        }}
      />
      {search && !specialCargo ? (
        <QuoteOffers
          search={search}
          link={link}
          focusKey={searchCount}
          onSortChange={(sort: QuoteSort) => {
            go({ ...link, sort }, true);
          }}
          onForgetOffer={() => {
            go({ ...link, offerId: undefined }, true);
          }}
        />
      ) : null}
    </>
  );
}
