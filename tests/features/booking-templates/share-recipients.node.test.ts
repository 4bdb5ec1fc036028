import { describe, expect, it } from 'vitest';

import { parseShareRecipients } from '@/features/booking-templates/utils/share-recipients';

describe('parseShareRecipients (the e-mail list rules)', () => {
  it('splits on spaces, commas, semicolons and newlines; takes user IDs and e-mails', () => {
    expect(
      parseShareRecipients('demo.shipper2, a@hanil.co.kr;b@hanil.co.kr\nc@hanil.co.kr  d.e', []).recipients,
    ).toEqual(['demo.shipper2', 'a@hanil.co.kr', 'b@hanil.co.kr', 'c@hanil.co.kr', 'd.e']);
  });

  it('refuses a malformed e-mail or user ID', () => {
    expect(parseShareRecipients('a@b x@y.z !!', []).errors).toEqual([
      { key: 'email-error-format', value: 'a@b' },
      { key: 'email-error-format', value: '!!' },
    ]);
  });

  it('refuses case-insensitive duplicates, within the list and of who already has it', () => {
    const parsed = parseShareRecipients('A@hanil.co.kr a@HANIL.co.kr Demo.Shipper2', ['demo.shipper2']);
    expect(parsed.recipients).toEqual(['A@hanil.co.kr']);
    expect(parsed.errors.map((error) => error.key)).toEqual(['email-error-email-exists', 'email-error-email-exists']);
  });

  it('takes at most 10 in all, counting those who already have it', () => {
    const eleven = Array.from({ length: 11 }, (_, index) => `user${index}@hanil.co.kr`).join(' ');
    expect(parseShareRecipients(eleven, []).recipients).toHaveLength(10);
    expect(parseShareRecipients(eleven, []).errors).toEqual([
      { key: 'email-error-max-length', value: 'user10@hanil.co.kr', max: 10 },
    ]);
    expect(parseShareRecipients('x@hanil.co.kr y@hanil.co.kr', [], 9).recipients).toEqual(['x@hanil.co.kr']);
  });
});
