import { http, HttpResponse, type RequestHandler } from 'msw';

import {
  ADDRESS_BOOK_IMPORT_PATH,
  ADDRESS_BOOK_MAX_PAGE_SIZE,
  ADDRESS_BOOK_PAGE_SIZE,
  ADDRESS_BOOK_PATH,
  type AddressBookEntry,
  addressBookEntryInputSchema,
  type AddressBookFieldIssue,
  type AddressBookImportResult,
  PARTY_ROLES,
  type PartyRole,
  validateAddressBookEntry,
} from '@/domain/address-book/address-book-contract';

import { verifyAccessToken } from '../auth/auth-db';
import { defineUserCollection } from '../db';
import { apiUrl, errorResponse, fieldErrorResponse } from '../http';
import { seedAddressBook } from './seed';

/*
 * The address book (calls documented in src/domain/address-book/address-book-contract.ts): per-user collection
 * 'address-book' of the mock database, seeded for demo.shipper (15) and demo.forwarder (40). Validation is the
 * contract's schema; an invalid body answers 422 VALIDATION_FAILED with one field error per problem.
 */

const addressBook = defineUserCollection<AddressBookEntry>('address-book', {
  idOf: (entry) => entry.id,
  seed: seedAddressBook,
});

async function userOf(request: Request): Promise<string | null> {
  const token = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];
  return token ? verifyAccessToken(token) : null;
}

const notLoggedIn = () => errorResponse(401, 'UNAUTHORIZED', 'Log in to use your address book.');
const notFound = () => errorResponse(404, 'NOT_FOUND', 'No such party in your address book.');

function invalid(issues: AddressBookFieldIssue[]) {
  return fieldErrorResponse(
    422,
    'VALIDATION_FAILED',
    issues.map((issue) => `${issue.field}: ${issue.issue}`).join('; '),
    issues.map((issue) => ({
      jsonPath: `$.${issue.field}`,
      property: issue.field.split('.').at(-1) ?? issue.field,
      message: issue.issue,
    })),
  );
}

let idCounter = 0;

/** A new id: time, a counter and randomness (crypto.randomUUID needs a secure context, a plain-http preview has none). */
function newId(): string {
  idCounter += 1;
  return `AB-${Date.now().toString(36)}-${idCounter.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/** Validates `body` and returns the saved entry's fields, or the field issues. */
function toEntry(body: unknown, id: string, createdAt: string): AddressBookEntry | AddressBookFieldIssue[] {
  const parsed = addressBookEntryInputSchema.safeParse(body);
  if (!parsed.success) return validateAddressBookEntry(body);
  const now = new Date().toISOString();
  return { ...parsed.data, id, createdAt, updatedAt: now };
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();
}

function positiveInt(value: string | null, fallback: number, max: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? Math.min(number, max) : fallback;
}

// The order of localeCompare at a fraction of its cost per comparison: a book of 10,000 parties is sorted per page.
const byName = new Intl.Collator();

/** Handlers of the address book. */
export const addressBookHandlers: RequestHandler[] = [
  http.get(apiUrl(ADDRESS_BOOK_PATH), async ({ request }) => {
    const userId = await userOf(request);
    if (!userId) return notLoggedIn();
    const url = new URL(request.url);
    const q = fold(url.searchParams.get('q')?.trim() ?? '');
    const role = url.searchParams.get('role');
    const page = positiveInt(url.searchParams.get('page'), 1, Number.MAX_SAFE_INTEGER);
    const size = positiveInt(url.searchParams.get('size'), ADDRESS_BOOK_PAGE_SIZE, ADDRESS_BOOK_MAX_PAGE_SIZE);
    const matching = addressBook
      .list(userId)
      .filter(
        (entry) => !role || !PARTY_ROLES.includes(role as PartyRole) || entry.defaultRoles.includes(role as PartyRole),
      )
      .filter(
        (entry) =>
          !q || [entry.companyName, entry.city, entry.contactName, entry.email].some((f) => fold(f).includes(q)),
      )
      .sort((a, b) => byName.compare(a.companyName, b.companyName));
    return HttpResponse.json({
      entries: matching.slice((page - 1) * size, page * size),
      page,
      size,
      total: matching.length,
    });
  }),
  http.post(apiUrl(ADDRESS_BOOK_IMPORT_PATH), async ({ request }) => {
    const userId = await userOf(request);
    if (!userId) return notLoggedIn();
    const body = (await request.json().catch(() => null)) as { entries?: unknown } | null;
    const rows = body?.entries;
    if (!Array.isArray(rows) || rows.length === 0 || rows.length > ADDRESS_BOOK_MAX_PAGE_SIZE) {
      return errorResponse(400, 'INVALID_REQUEST', `entries: 1 to ${String(ADDRESS_BOOK_MAX_PAGE_SIZE)} rows.`);
    }
    const result: AddressBookImportResult = { imported: [], rejected: [] };
    const now = new Date().toISOString();
    rows.forEach((row: unknown, index) => {
      const entry = toEntry(row, newId(), now);
      if (Array.isArray(entry)) {
        result.rejected.push({ index, errors: entry });
        return;
      }
      result.imported.push(entry);
    });
    addressBook.putMany(userId, result.imported);
    return HttpResponse.json(result);
  }),
  http.post(apiUrl(ADDRESS_BOOK_PATH), async ({ request }) => {
    const userId = await userOf(request);
    if (!userId) return notLoggedIn();
    const entry = toEntry(await request.json().catch(() => null), newId(), new Date().toISOString());
    if (Array.isArray(entry)) return invalid(entry);
    addressBook.put(userId, entry);
    return HttpResponse.json(entry, { status: 201 });
  }),
  http.put(apiUrl(`${ADDRESS_BOOK_PATH}/:id`), async ({ request, params }) => {
    const userId = await userOf(request);
    if (!userId) return notLoggedIn();
    const existing = addressBook.get(userId, String(params.id));
    if (!existing) return notFound();
    const entry = toEntry(await request.json().catch(() => null), existing.id, existing.createdAt);
    if (Array.isArray(entry)) return invalid(entry);
    addressBook.put(userId, entry);
    return HttpResponse.json(entry);
  }),
  http.delete(apiUrl(`${ADDRESS_BOOK_PATH}/:id`), async ({ request, params }) => {
    const userId = await userOf(request);
    if (!userId) return notLoggedIn();
    if (!addressBook.get(userId, String(params.id))) return notFound();
    addressBook.remove(userId, String(params.id));
    return new HttpResponse(null, { status: 204 });
  }),
];
