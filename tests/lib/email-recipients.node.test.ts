import { describe, expect, it } from 'vitest';

import { isValidEmailAddress, splitRecipients, validateRecipient, validateRecipients } from '@/lib/email-recipients';

describe('e-mail recipients (docs/requirements.md §5)', () => {
  it('splits on spaces, commas, semicolons and newlines', () => {
    expect(splitRecipients(' a@x.com, b@y.org;c@z.net\nd@w.io  e@v.co ,; ')).toEqual([
      'a@x.com',
      'b@y.org',
      'c@z.net',
      'd@w.io',
      'e@v.co',
    ]);
  });

  it('accepts local@domain with a dotted domain only', () => {
    expect(isValidEmailAddress('ops.team@shipper.co.kr')).toBe(true);
    expect(isValidEmailAddress('ops@localhost')).toBe(false);
    expect(isValidEmailAddress('ops@@shipper.com')).toBe(false);
    expect(isValidEmailAddress('ops@shipper.')).toBe(false);
    expect(isValidEmailAddress('@shipper.com')).toBe(false);
  });

  it('flags format, case-insensitive duplicates and the eleventh address with their message keys', () => {
    expect(validateRecipient('nope', [])).toEqual({ key: 'email-error-format', value: 'nope' });
    expect(validateRecipient('Ops@Shipper.com', ['ops@shipper.com'])).toEqual({
      key: 'email-error-email-exists',
      value: 'Ops@Shipper.com',
    });
    const ten = Array.from({ length: 10 }, (_, i) => `user${i}@shipper.com`);
    expect(validateRecipient('one.more@shipper.com', ten)).toEqual({
      key: 'email-error-max-length',
      value: 'one.more@shipper.com',
      max: 10,
    });
    expect(validateRecipients(ten)).toEqual([]);
  });

  it('checks a list in order and does not count rejected addresses', () => {
    expect(validateRecipients(['a@x.com', 'bad', 'A@X.com', 'b@x.com'])).toEqual([
      { key: 'email-error-format', value: 'bad' },
      { key: 'email-error-email-exists', value: 'A@X.com' },
    ]);
  });
});
