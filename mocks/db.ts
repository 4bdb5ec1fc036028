/*
 * The one mock database of the mock carrier backend. MSW runs inside each tab's page, so the state lives in the app
 * origin's localStorage ({@link DB_KEY}) where every tab and a reload see the same server; under Node (Vitest, the
 * server side of a mock build) it lives in memory. Every read goes to the store, so another tab's write is seen at
 * once. Three shapes of state:
 * - tables ({@link defineTable}): one value for the whole backend (auth counters, the e-mail outbox);
 * - per-user documents ({@link defineUserDocument}): one value per user ID (the profile);
 * - per-user collections ({@link defineUserCollection}): many items per user, generated on demand from a seed and
 *   stored only where they changed, so ~10,000 generated bookings per forwarder cost nothing until one is edited.
 */

/** localStorage key of the whole mock database. */
export const DB_KEY = 'one-ecom.mock-db';

/**
 * Version of the stored shape. Bump it whenever a table, document or collection changes shape: a stored database of
 * another version is dropped (the backend starts fresh), never migrated or crashed on.
 */
export const DB_VERSION = 1;

/** What a per-user collection stores: the items put (new or changed, by id) and the ids removed. */
interface CollectionChanges<T> {
  put: Record<string, T>;
  removed: string[];
}

interface StoredDb {
  version: number;
  tables: Record<string, unknown>;
  /** userId -> name -> a document's value or a collection's changes. */
  users: Record<string, Record<string, unknown>>;
}

function emptyDb(): StoredDb {
  return { version: DB_VERSION, tables: {}, users: {} };
}

let memory: StoredDb = emptyDb();

function hasStorage(): boolean {
  return typeof localStorage !== 'undefined';
}

/*
 * The database last read or written, with the stored text it came from. Reading it again while the text is the same
 * costs a string comparison instead of a JSON.parse of the whole database: an address book of 10,000 parties makes
 * it megabytes, and the notification feed and every request's token check read it several times a second. Another
 * tab's write changes the text, so it is parsed again. Readers never edit what readDb returns (they copy); only
 * updateDb edits it, and writes it back or drops it.
 */
let cached: { raw: string; db: StoredDb } | null = null;

function readDb(): StoredDb {
  if (!hasStorage()) return memory;
  try {
    const raw = localStorage.getItem(DB_KEY);
    if (raw !== null && cached?.raw === raw) return cached.db;
    const stored = raw ? (JSON.parse(raw) as Partial<StoredDb>) : null;
    if (stored?.version !== DB_VERSION || typeof stored.tables !== 'object' || typeof stored.users !== 'object') {
      return emptyDb();
    }
    cached = { raw: raw ?? '', db: stored as StoredDb };
    return cached.db;
  } catch {
    return emptyDb();
  }
}

/** Reads the database, lets `change` edit it in place and writes it back (one read-modify-write). */
function updateDb<R>(change: (db: StoredDb) => R): R {
  const db = readDb();
  // Until the write below succeeds, the cached database may hold half of a change: read the stored one next time.
  cached = null;
  const result = change(db);
  if (hasStorage()) {
    const raw = JSON.stringify(db);
    localStorage.setItem(DB_KEY, raw);
    cached = { raw, db };
  } else memory = db;
  return result;
}

/** Empties the whole database (every table, user document and collection). The test setup runs it for every test. */
export function resetDb(): void {
  memory = emptyDb();
  cached = null;
  if (hasStorage()) localStorage.removeItem(DB_KEY);
}

/** A table: one JSON value for the whole backend. */
export interface Table<T> {
  /** The current value (a fresh copy: edit it through {@link Table.update}). */
  read: () => T;
  /** Edits the value in place inside one read-modify-write; returns what `change` returns. */
  update: <R>(change: (value: T) => R) => R;
  /** Puts the value back to `initial()`. */
  reset: () => void;
}

/**
 * A table named `name` (unique across the database) whose value starts as `initial()`. Values must survive
 * JSON (no Map, Set or Date: use records, arrays and ISO strings).
 */
export function defineTable<T>(name: string, initial: () => T): Table<T> {
  const valueIn = (db: StoredDb): T => {
    if (!(name in db.tables)) db.tables[name] = initial();
    return db.tables[name] as T;
  };
  return {
    read: () => structuredClone(valueIn(readDb())),
    update: (change) => updateDb((db) => change(valueIn(db))),
    reset: () => {
      updateDb((db) => {
        db.tables[name] = initial();
      });
    },
  };
}

/** A per-user document: one JSON value per user ID. */
export interface UserDocument<T> {
  /** The user's value: the stored one, else `initial(userId)` (undefined when there is none). */
  get: (userId: string) => T | undefined;
  /** Stores the user's value. */
  set: (userId: string, value: T) => void;
}

/** A per-user document named `name` (unique among per-user documents and collections). */
export function defineUserDocument<T>(name: string, initial: (userId: string) => T | undefined): UserDocument<T> {
  return {
    get: (userId) => {
      const stored = readDb().users[userId]?.[name];
      return stored === undefined ? initial(userId) : structuredClone(stored as T);
    },
    set: (userId, value) => {
      updateDb((db) => {
        db.users[userId] = { ...db.users[userId], [name]: value };
      });
    },
  };
}

/** How a per-user collection identifies its items and where its unchanged items come from. */
export interface UserCollectionOptions<T> {
  /** The item's id, unique within one user's collection (a booking number). */
  idOf: (item: T) => string;
  /**
   * The user's generated items, in their natural order (deterministic for the user: the same list on every call, in
   * every tab and on the server side). Omitted: the collection starts empty.
   */
  seed?: (userId: string) => readonly T[];
  /** One generated item by id, without generating the whole list (for large seeds); defaults to a search of `seed`. */
  seedById?: (userId: string, id: string) => T | undefined;
}

/** A per-user collection: generated items overlaid with the stored changes. */
export interface UserCollection<T> {
  /** Every item of the user: the seed in its order with changed items replaced and removed ones left out, then the new ones in the order they were added. */
  list: (userId: string) => T[];
  /** One item by id, or undefined when it does not exist or was removed. */
  get: (userId: string, id: string) => T | undefined;
  /** Stores a new or changed item (by `idOf`); a removed id comes back. */
  put: (userId: string, item: T) => void;
  /**
   * {@link put} of every item in one read and write of the database (an import of 500 rows: item by item, each put
   * would parse and write the whole stored database again, which grows quadratically with the rows imported).
   */
  putMany: (userId: string, items: readonly T[]) => void;
  /** Removes an item (a generated one too). */
  remove: (userId: string, id: string) => void;
}

/**
 * A per-user collection named `name` (unique among per-user documents and collections). Only changes are stored, so
 * a seed may generate thousands of items per user; bump {@link DB_VERSION} when the seed changes what ids mean.
 */
export function defineUserCollection<T>(name: string, options: UserCollectionOptions<T>): UserCollection<T> {
  const { idOf, seed = () => [] } = options;
  const seedById = options.seedById ?? ((userId: string, id: string) => seed(userId).find((item) => idOf(item) === id));
  const changesIn = (db: StoredDb, userId: string): CollectionChanges<T> =>
    (db.users[userId]?.[name] as CollectionChanges<T> | undefined) ?? { put: {}, removed: [] };
  const write = (userId: string, edit: (changes: CollectionChanges<T>) => void) => {
    updateDb((db) => {
      const changes = changesIn(db, userId);
      edit(changes);
      db.users[userId] = { ...db.users[userId], [name]: changes };
    });
  };
  const putMany = (userId: string, items: readonly T[]) => {
    write(userId, (changes) => {
      const ids = new Set(items.map(idOf));
      for (const item of items) changes.put[idOf(item)] = item;
      changes.removed = changes.removed.filter((removedId) => !ids.has(removedId));
    });
  };
  return {
    list: (userId) => {
      const { put, removed } = changesIn(readDb(), userId);
      const gone = new Set(removed);
      const seeded = seed(userId);
      const seededIds = new Set(seeded.map(idOf));
      const kept = seeded.filter((item) => !gone.has(idOf(item))).map((item) => put[idOf(item)] ?? item);
      const added = Object.entries(put)
        .filter(([id]) => !seededIds.has(id) && !gone.has(id))
        .map(([, item]) => item);
      return structuredClone([...kept, ...added]);
    },
    get: (userId, id) => {
      const { put, removed } = changesIn(readDb(), userId);
      if (removed.includes(id)) return undefined;
      const item = put[id] ?? seedById(userId, id);
      return item === undefined ? undefined : structuredClone(item);
    },
    put: (userId, item) => {
      putMany(userId, [item]);
    },
    putMany,
    remove: (userId, id) => {
      write(userId, (changes) => {
        changes.put = Object.fromEntries(Object.entries(changes.put).filter(([putId]) => putId !== id));
        if (!changes.removed.includes(id)) changes.removed.push(id);
      });
    },
  };
}

/**
 * The IDs of every user with stored state (a document or collection written), in the order they first wrote. For
 * look-ups across users that the API allows without login (public cargo tracking by booking number, mocks/tracking).
 */
export function storedUserIds(): string[] {
  return Object.keys(readDb().users);
}
