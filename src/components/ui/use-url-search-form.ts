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
