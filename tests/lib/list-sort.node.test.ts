import { describe, expect, it } from 'vitest';

import { nextListSort, readListSort } from '@/lib/list-sort';

const KEYS = ['issueDate', 'dueDate', 'invoiceNumber'] as const;
const DEFAULT = '-issueDate';

describe('list sort', () => {
  it('reads a key and its direction, and the default for anything else', () => {
    expect(readListSort('dueDate', KEYS, DEFAULT)).toEqual({ key: 'dueDate', descending: false });
    expect(readListSort('-invoiceNumber', KEYS, DEFAULT)).toEqual({ key: 'invoiceNumber', descending: true });
    expect(readListSort('-amount', KEYS, DEFAULT)).toEqual({ key: 'issueDate', descending: true });
    expect(readListSort('', KEYS, DEFAULT)).toEqual({ key: 'issueDate', descending: true });
  });

  it('cycles a header press: another column ascending, then descending, then back to the default', () => {
    expect(nextListSort('-issueDate', 'dueDate', KEYS, DEFAULT)).toBe('dueDate');
    expect(nextListSort('dueDate', 'dueDate', KEYS, DEFAULT)).toBe('-dueDate');
    expect(nextListSort('-dueDate', 'dueDate', KEYS, DEFAULT)).toBe('-issueDate');
  });

  it('turns the default column ascending when it is pressed while sorted the default way', () => {
    expect(nextListSort('-issueDate', 'issueDate', KEYS, DEFAULT)).toBe('issueDate');
    expect(nextListSort('issueDate', 'issueDate', KEYS, DEFAULT)).toBe('-issueDate');
  });
});
