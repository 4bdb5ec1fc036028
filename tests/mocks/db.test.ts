// @vitest-environment jsdom
// The database persists in the origin's localStorage in the browser: these tests need the DOM environment's.
import { describe, expect, it } from 'vitest';

import { createUser, findAccount, loginAs } from '../../mocks/auth/accounts';
import { verifyAccessToken } from '../../mocks/auth/auth-db';
import { DEMO_LOGINS } from '../../mocks/auth/demo-users';
import { DB_KEY, DB_VERSION, defineTable, defineUserCollection, defineUserDocument, resetDb } from '../../mocks/db';

interface Booking {
  bookingNo: string;
  status: 'Requested' | 'Confirmed' | 'Cancelled';
}

function generatedBookings(userId: string): Booking[] {
  return Array.from({ length: 10_000 }, (_, index) => ({
    bookingNo: `${userId.toUpperCase().slice(5, 8)}${String(index).padStart(7, '0')}`,
    status: 'Confirmed',
  }));
}

describe('the mock database', () => {
  it('keeps a table in the origin storage, so another tab (another accessor) reads what one wrote', () => {
    const thisTab = defineTable('test-counter', () => ({ count: 0 }));
    const otherTab = defineTable('test-counter', () => ({ count: 0 }));
    thisTab.update((value) => {
      value.count += 2;
    });
    expect(otherTab.read()).toEqual({ count: 2 });
    expect(JSON.parse(localStorage.getItem(DB_KEY) ?? '{}')).toMatchObject({ version: DB_VERSION });
  });

  it('drops a stored database of another version instead of reading an old shape', () => {
    const table = defineTable('test-shape', () => ({ items: [] as string[] }));
    localStorage.setItem(
      DB_KEY,
      JSON.stringify({ version: DB_VERSION - 1, tables: { 'test-shape': 'old' }, users: {} }),
    );
    expect(table.read()).toEqual({ items: [] });
  });

  it('keeps per-user documents apart', () => {
    const notes = defineUserDocument<string>('test-note', (userId) => `hello ${userId}`);
    notes.set('demo.shipper', 'saved');
    expect(notes.get('demo.shipper')).toBe('saved');
    expect(notes.get('demo.forwarder')).toBe('hello demo.forwarder');
  });

  it('overlays a generated per-user collection with the changes only', () => {
    const bookings = defineUserCollection<Booking>('test-bookings', {
      idOf: (booking) => booking.bookingNo,
      seed: generatedBookings,
    });
    const [first, second] = bookings.list('demo.forwarder');
    if (!first || !second) throw new Error('the seed generated no bookings');
    bookings.put('demo.forwarder', { ...first, status: 'Cancelled' });
    bookings.remove('demo.forwarder', second.bookingNo);
    bookings.put('demo.forwarder', { bookingNo: 'NEW0000001', status: 'Requested' });

    const list = bookings.list('demo.forwarder');
    expect(list).toHaveLength(10_000);
    expect(list[0]).toEqual({ ...first, status: 'Cancelled' });
    expect(list[1]?.bookingNo).not.toBe(second.bookingNo);
    expect(list.at(-1)).toEqual({ bookingNo: 'NEW0000001', status: 'Requested' });
    expect(bookings.get('demo.forwarder', second.bookingNo)).toBeUndefined();
    // Only the three changes are stored, not the 10,000 generated bookings.
    expect(localStorage.getItem(DB_KEY)?.length).toBeLessThan(1_000);
    // Another user's collection is untouched.
    expect(bookings.list('demo.shipper')[0]?.status).toBe('Confirmed');
  });

  it('stores many items of a collection at once, and reads a write of another tab made meanwhile', () => {
    const parties = defineUserCollection<Booking>('test-parties', { idOf: (booking) => booking.bookingNo });
    parties.putMany(
      'demo.shipper',
      Array.from({ length: 500 }, (_, index) => ({ bookingNo: `P${String(index)}`, status: 'Requested' as const })),
    );
    expect(parties.list('demo.shipper')).toHaveLength(500);

    // Another tab writes the stored database directly: this one reads the new text, not what it read before.
    const stored = JSON.parse(localStorage.getItem(DB_KEY) ?? '{}') as {
      users: Record<string, Record<string, { put: Record<string, Booking> }>>;
    };
    const theirs = stored.users['demo.shipper']?.['test-parties'];
    if (!theirs) throw new Error('the collection was not stored');
    theirs.put.P0 = { bookingNo: 'P0', status: 'Cancelled' };
    localStorage.setItem(DB_KEY, JSON.stringify(stored));
    expect(parties.get('demo.shipper', 'P0')?.status).toBe('Cancelled');
  });

  it('empties everything on resetDb', () => {
    const table = defineTable('test-reset', () => ({ value: 'initial' }));
    table.update((value) => {
      value.value = 'changed';
    });
    resetDb();
    expect(table.read()).toEqual({ value: 'initial' });
    expect(localStorage.getItem(DB_KEY)).toBeNull();
  });

  it('seeds accounts and logs them in without the login endpoint', async () => {
    const account = createUser({ user: { customerCountry: 'VN' } });
    expect(findAccount(account.user.userId)?.user.customerCountry).toBe('VN');
    const { accessToken, user } = await loginAs(account.user.userId);
    expect(user.userId).toBe(account.user.userId);
    expect(await verifyAccessToken(accessToken)).toBe(account.user.userId);
    expect(findAccount(DEMO_LOGINS.shipper.userId.toUpperCase())?.user.userId).toBe('demo.shipper');
    await expect(loginAs('nobody')).rejects.toThrow('no mock account nobody');
  });
});
