import { z } from '@/config/zod-mini';
import { periodIssueOf } from '@/domain/invoice/statement-contract';
import { isIsoDate } from '@/lib/dates';

import type { StatementSearch } from './statement-url';

/*
 * The statement form's values and rules (docs/areas/e-finance.md "Statement of account"). Messages are keys of
 * statement.json `form.errors`: a date is required and written 'yyyy-MM-dd'; the period must not end before it starts
 * (`range`) nor be longer than 366 days (`too-long`), both shown at "To", as the server's field errors would be.
 */

const date = z.string().check(
  z.minLength(1, 'required'),
  z.refine((value) => value === '' || isIsoDate(value), 'date'),
);

/** The form's values: the currency code and the inclusive period. */
export const statementFormSchema = z
  .object({ currency: z.string().check(z.regex(/^[A-Z]{3}$/, 'required')), from: date, to: date })
  .check(
    z.superRefine((values, context) => {
      const message = periodIssueOf(values.from, values.to);
      if (message) context.addIssue({ code: 'custom', message, path: ['to'] });
    }),
  );
/** See {@link statementFormSchema}. */
export type StatementFormValues = z.infer<typeof statementFormSchema>;

/** The form's values for the statement shown: its currency (the URL's, else the server's choice) and period. */
export function statementFormValuesOf(search: StatementSearch, shownCurrency: string | undefined): StatementFormValues {
  return { currency: search.currency ?? shownCurrency ?? '', from: search.from, to: search.to };
}
