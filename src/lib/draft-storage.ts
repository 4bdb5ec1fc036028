import type * as z from 'zod/mini';

const PREFIX = 'one-ecom:draft:';
const ANONYMOUS = 'anonymous';

/**
 * Drafts of forms the user has not submitted, per owner:
 * - a logged-in user's drafts live in localStorage under `one-ecom:draft:user:<userId>:<key>`: they survive a reload,
 *   another tab and a session timeout of the same user, and are never read for another user;
 * - an anonymous visitor's drafts live in sessionStorage under `one-ecom:draft:anonymous:<key>` (this tab only: nobody
 *   owns them).
 * Each value is stored as `{ v: version, value }` (JSON): a draft of another version, of an old shape, or that no
 * longer fits its schema is dropped, never crashed on. Every storage access survives a blocked or throwing storage
 * (cookies and site data off): drafts are a comfort, the form works without them.
 * The owner comes from {@link setDraftOwner}, registered by the app layer at start-up (lib knows no session).
 */
let currentOwner: () => string | null = () => null;

/** Registers who owns drafts now: the logged-in user's ID, or null for an anonymous visitor. */
export function setDraftOwner(owner: () => string | null): void {
  currentOwner = owner;
}

/** Options of the draft functions: `version` of the draft's shape (default 1); bump it when the form's values change. */
export interface DraftOptions {
  version?: number;
}

interface Envelope {
  v: number;
  value: unknown;
}

function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<Envelope>).v === 'number' &&
    'value' in value
  );
}

// The getters themselves throw where storage is blocked (SecurityError), not only their methods.
function localStore(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function ownerPrefix(owner: string | null): string {
  return owner === null ? `${PREFIX}${ANONYMOUS}:` : `${PREFIX}user:${encodeURIComponent(owner)}:`;
}

function place(key: string): { storage: Storage | null; name: string } {
  let owner: string | null = null;
  try {
    owner = currentOwner();
  } catch {
    owner = null;
  }
  return { storage: owner === null ? sessionStore() : localStore(), name: ownerPrefix(owner) + key };
}

function remove(storage: Storage | null, name: string): void {
  try {
    storage?.removeItem(name);
  } catch {
    // Blocked storage: there is nothing to remove either.
  }
}

/**
 * The current owner's draft under `key`, or null when there is none, it has another version or shape, or storage is
 * blocked. A draft that does not fit is removed. Never throws.
 */
export function readDraft<T>(key: string, schema: z.ZodMiniType<T>, { version = 1 }: DraftOptions = {}): T | null {
  const { storage, name } = place(key);
  let raw: string | null;
  try {
    raw = storage?.getItem(name) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const stored: unknown = JSON.parse(raw);
    if (isEnvelope(stored) && stored.v === version) {
      const parsed = schema.safeParse(stored.value);
      if (parsed.success) return parsed.data;
    }
  } catch {
    // Corrupt JSON: dropped below like an old shape.
  }
  remove(storage, name);
  return null;
}

/** Stores `value` as the current owner's draft under `key`. Storage errors (quota, blocked) are ignored. */
export function writeDraft(key: string, value: unknown, { version = 1 }: DraftOptions = {}): void {
  const { storage, name } = place(key);
  try {
    storage?.setItem(name, JSON.stringify({ v: version, value } satisfies Envelope));
  } catch {
    // See the module comment.
  }
}

/** Forgets the current owner's draft under `key` (after a successful submit). Never throws. */
export function clearDraft(key: string): void {
  const { storage, name } = place(key);
  remove(storage, name);
}

function removeMatching(storage: Storage | null, matches: (name: string) => boolean): void {
  if (!storage) return;
  try {
    const names: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const name = storage.key(index);
      if (name?.startsWith(PREFIX) && matches(name)) names.push(name);
    }
    for (const name of names) storage.removeItem(name);
  } catch {
    // Blocked storage holds no drafts.
  }
}

/**
 * Removes every draft of `userId` (an explicit logout), and this tab's anonymous drafts. Never throws.
 */
export function removeDraftsOf(userId: string): void {
  const own = ownerPrefix(userId);
  removeMatching(localStore(), (name) => name.startsWith(own));
  removeMatching(sessionStore(), () => true);
}

/**
 * Removes every draft that is not `userId`'s: other users' drafts left in this browser and this tab's anonymous ones
 * (a login: nobody sees what someone else typed before). Never throws.
 */
export function removeDraftsExceptOf(userId: string): void {
  const own = ownerPrefix(userId);
  removeMatching(localStore(), (name) => !name.startsWith(own));
  removeMatching(sessionStore(), (name) => !name.startsWith(own));
}
