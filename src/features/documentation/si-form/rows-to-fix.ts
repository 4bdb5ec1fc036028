import type { TFunction } from 'i18next';
import type { FieldErrors } from 'react-hook-form';

import type { SiFormValues } from './si-form-values';

/** The rows (1-based, in order) of the form's tables that have an error, and whether any other field has one. */
export interface RowsToFix {
  containers: number[];
  houseBls: number[];
  other: boolean;
}

function rowNumbers(errors: unknown): number[] {
  if (!Array.isArray(errors)) return [];
  const rows: number[] = [];
  errors.forEach((row: unknown, index) => {
    if (row) rows.push(index + 1);
  });
  return rows;
}

/** Where the form's errors are: container rows, house B/L rows, other fields (a table's own message counts as other). */
export function rowsToFix(errors: FieldErrors<SiFormValues>): RowsToFix {
  const containers = rowNumbers(errors.containers);
  const houseBls = rowNumbers(errors.houseBls);
  const other = Object.entries(errors).some(
    ([name, error]) => !((name === 'containers' || name === 'houseBls') && Array.isArray(error)),
  );
  return { containers, houseBls, other };
}

/**
 * The form's top alert: which rows need fixing ("Fix container rows 3 and 17 and house B/L 2: see the messages at
 * the fields."), or the general message when only single fields have errors. `language` formats the lists.
 */
export function fixFieldsMessage(t: TFunction, errors: FieldErrors<SiFormValues>, language: string): string {
  const { containers, houseBls, other } = rowsToFix(errors);
  if (containers.length === 0 && houseBls.length === 0) return t('si-form:fix-fields');
  const list = (items: string[]) => new Intl.ListFormat(language, { type: 'conjunction' }).format(items);
  const parts: string[] = [];
  if (containers.length > 0) {
    parts.push(t('si-form:fix-part.containers', { count: containers.length, rows: list(containers.map(String)) }));
  }
  if (houseBls.length > 0) {
    parts.push(t('si-form:fix-part.house-bls', { count: houseBls.length, rows: list(houseBls.map(String)) }));
  }
  if (other) parts.push(t('si-form:fix-part.other'));
  return t('si-form:fix-rows', { parts: list(parts) });
}
