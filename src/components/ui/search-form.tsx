import type { ReactNode, SyntheticEvent } from 'react';

import { Button } from './button';

/** Props of {@link SearchForm}. */
export interface SearchFormProps {
  /** Accessible name of the search landmark (translated), e.g. "Filter invoices". */
  label: string;
  /** Runs on submit: react-hook-form's `handleSubmit(...)`, which checks the fields first. */
  onSubmit: (event: SyntheticEvent<HTMLFormElement>) => Promise<void>;
  /** Text of the primary submit button (translated), e.g. "Search". */
  submitLabel: string;
  /** With `clearLabel`: a secondary button that empties the filters and searches again. */
  onClear?: () => void;
  clearLabel?: string;
  /** The form's layout class (the page's filter row or grid) and the buttons' row. */
  className?: string;
  actionsClassName?: string;
  /** The fields. */
  children: ReactNode;
}

/**
 * A list's search or filter form (docs/architecture.md "Forms"): a `search` landmark named by `label`, the fields, then
 * the primary submit button and, when given, "Clear". No browser validation: the form's resolver shows errors at
 * their fields.
 */
export function SearchForm({
  label,
  onSubmit,
  submitLabel,
  onClear,
  clearLabel,
  className,
  actionsClassName,
  children,
}: SearchFormProps) {
  return (
    <form role="search" noValidate className={className} aria-label={label} onSubmit={(event) => void onSubmit(event)}>
      {children}
      <div className={actionsClassName}>
        <Button variant="primary" type="submit">
          {submitLabel}
        </Button>
        {onClear && clearLabel ? <Button onClick={onClear}>{clearLabel}</Button> : null}
      </div>
    </form>
  );
}
