import { useEffect, useEffectEvent, useRef } from 'react';
import { type DefaultValues, type FieldValues, type Resolver, useForm, type UseFormReturn } from 'react-hook-form';

/**
 * react-hook-form for a search form whose applied values live in the URL (docs/architecture.md "Forms"; the lists'
 * filters): it starts from `valuesOf(source)` (`source`: what the URL holds), checks with `resolver` on submit and
 * then on every change, and shows the URL's values again when `source` changes from outside (Back, a shared link).
 * `source` is compared by value (its JSON), so a re-render with an equal object keeps what the user is typing.
 */
export function useUrlSearchForm<Values extends FieldValues, Source>(
  resolver: Resolver<Values>,
  source: Source,
  valuesOf: (source: Source) => Values,
): UseFormReturn<Values> {
  const form = useForm<Values>({
    resolver,
    // The values of a search form are plain fields: their defaults are exactly the URL's values.
    defaultValues: valuesOf(source) as DefaultValues<Values>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { reset } = form;
  const sourceKey = JSON.stringify(source);
  const shown = useRef(sourceKey);
  const showSource = useEffectEvent(() => {
    reset(valuesOf(source));
  });
  useEffect(() => {
    if (shown.current === sourceKey) return;
    shown.current = sourceKey;
    showSource();
  }, [sourceKey]);
  return form;
}

/** What {@link useUrlFilterForm} takes: the resolver, the URL's filters and the two mappings. */
export interface UrlFilterFormOptions<Values extends FieldValues, Filters> {
  resolver: Resolver<Values>;
  /** The filters the URL holds now. */
  filters: Filters;
  /** The URL's filters as form values (an empty field for a filter that is not set). */
  valuesOf: (filters: Filters) => Values;
  /** Valid form values as filters (blank fields dropped). */
  filtersOf: (values: Values) => Filters;
  /** The filters with nothing set (what "Clear" searches for). */
  empty: Filters;
  /** Valid filters, submitted or cleared: the page writes them to the URL. */
  onSearch: (filters: Filters) => void;
}

/**
 * A list's filter form on {@link useUrlSearchForm}, with what its {@link SearchForm} buttons do: `submit` checks the
 * fields and searches for their filters; `clear` empties the fields and searches for `empty`.
 */
export function useUrlFilterForm<Values extends FieldValues, Filters>({
  resolver,
  filters,
  valuesOf,
  filtersOf,
  empty,
  onSearch,
}: UrlFilterFormOptions<Values, Filters>) {
  const form = useUrlSearchForm(resolver, filters, valuesOf);
  const submit = form.handleSubmit((values) => {
    onSearch(filtersOf(values));
  });
  const clear = () => {
    const cleared = valuesOf(empty);
    form.reset(cleared);
    onSearch(filtersOf(cleared));
  };
  return { form, submit, clear };
}
