import { describe, expect, it } from 'vitest';

import { encodeIssues } from '@/components/ui/field-issue';
import { emptyEntryForm, entryFormSchema, toEntryInput } from '@/features/address-book/utils/entry-form';

const FILLED = {
  ...emptyEntryForm(),
  companyName: 'Rotterdam Fresh Imports B.V.',
  addressLine1: 'Waalhaven Zuidzijde 19',
  city: 'Rotterdam',
  postalCode: '3089 JH',
  countryCode: 'NL',
  roles: ['CONSIGNEE' as const],
};

describe('address book entry form', () => {
  it('saves without a phone when the phone holds only the prefilled dialling code "+31 "', () => {
    const values = { ...FILLED, phone: '+31 ' };
    expect(entryFormSchema.safeParse(values).success).toBe(true);
    expect(toEntryInput(values).phone).toBe('');
  });

  it('still refuses a phone that is more than a dialling code but not a number', () => {
    expect(entryFormSchema.safeParse({ ...FILLED, phone: '+31 abc' }).success).toBe(false);
    expect(toEntryInput({ ...FILLED, phone: '+31 10 429 8812' }).phone).toBe('+31 10 429 8812');
  });

  it('puts the limit into the too-long message of a field', () => {
    const parsed = entryFormSchema.safeParse({ ...FILLED, city: 'R'.repeat(36) });
    expect(parsed.success).toBe(false);
    const issue = parsed.error?.issues.find((item) => item.path[0] === 'city');
    expect(issue?.message).toBe(encodeIssues([{ key: 'too-long', values: { max: 35 } }]));
  });
});
