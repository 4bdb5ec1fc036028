import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';

import { fixFieldsMessage } from '@/features/documentation/si-form/rows-to-fix';
import type { SiFormValues } from '@/features/documentation/si-form/si-form-values';
import { createI18n } from '@/lib/i18n';

import enSiForm from '../../../src/locales/en/si-form.json';

const i18n = createI18n('en', { 'si-form': enSiForm });
const error = { type: 'custom', message: 'errors.required' };

/** Sparse row errors as react-hook-form keeps them: `rows` are 1-based. */
function rowErrors(length: number, rows: number[]): unknown[] {
  const errors: unknown[] = new Array<unknown>(length);
  for (const row of rows) errors[row - 1] = { containerNumber: error };
  return errors;
}

describe('the top alert of a refused SI', () => {
  it('names the container rows and house B/Ls that need fixing', () => {
    const errors = {
      containers: rowErrors(20, [3, 17]),
      houseBls: rowErrors(2, [2]),
    } as unknown as FieldErrors<SiFormValues>;
    expect(fixFieldsMessage(i18n.t, errors, 'en')).toBe(
      'Fix container rows 3 and 17 and house B/L 2: see the messages at the fields.',
    );
  });

  it('names one container row and the other fields marked', () => {
    const errors = { containers: rowErrors(5, [4]), contactName: error } as unknown as FieldErrors<SiFormValues>;
    expect(fixFieldsMessage(i18n.t, errors, 'en')).toBe(
      'Fix container row 4 and the other fields marked: see the messages at the fields.',
    );
  });

  it('keeps the general message when no row has an error', () => {
    const errors = { contactName: error } as unknown as FieldErrors<SiFormValues>;
    expect(fixFieldsMessage(i18n.t, errors, 'en')).toBe('Some fields need attention: see the messages at the fields.');
  });
});
