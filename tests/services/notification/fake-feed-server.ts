import type { Notification } from '@/domain/notification/notification-contract';
import type { BearerTokenSource } from '@/lib/bearer-token-source';

/*
 * A fake notification feed for unit tests, behaving as notification-contract.ts says the server does: every
 * notification is one SSE message; with `Last-Event-ID` a connection first gets everything after that id, in order,
 * then the new ones; without it only the new ones. Its `fetch` answers real Responses with a ReadableStream body.
 */

/** One connection the client opened. */
export interface FakeConnection {
  headers: Headers;
  signal: AbortSignal;
  /** Ends the stream as a server or proxy would (the client sees `done`). */
  drop: () => void;
  open: boolean;
}

const encoder = new TextEncoder();

function message(notification: Notification): Uint8Array {
  return encoder.encode(`id: ${notification.id}\nevent: notification\ndata: ${JSON.stringify(notification)}\n\n`);
}

/** A notification of type BOOKING_CONFIRMED with id `id`, unread. */
export function testNotification(id: string): Notification {
  return {
    id,
    type: 'BOOKING_CONFIRMED',
    occurredAt: '2026-11-23T10:00:00Z',
    bookingReference: `BKG-${id}`,
    read: false,
  };
}

/** The fake server: `fetch` for the client, `publish` to make a notification happen, and what it saw. */
export function createFakeFeedServer() {
  const log: Notification[] = [];
  const connections: FakeConnection[] = [];
  const controllers = new Map<FakeConnection, ReadableStreamDefaultController<Uint8Array>>();
  /** Status answers queued for the next requests (e.g. 401, 503); 200 with a stream once empty. */
  const statuses: number[] = [];
  /** When true, fetch rejects like a network failure. */
  let offline = false;

  const fetch = (_input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const headers = new Headers(init?.headers);
    const signal = init?.signal ?? new AbortController().signal;
    if (offline) return Promise.reject(new TypeError('Failed to fetch'));
    const status = statuses.shift() ?? 200;
    const connection: FakeConnection = { headers, signal, drop: () => undefined, open: false };
    connections.push(connection);
    if (status !== 200) return Promise.resolve(new Response(null, { status }));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controllers.set(connection, controller);
        connection.open = true;
        const last = headers.get('Last-Event-ID');
        const from = last === null ? log.length : log.findIndex((item) => item.id === last) + 1;
        for (const item of log.slice(from)) controller.enqueue(message(item));
      },
    });
    const close = (error?: unknown) => {
      const controller = controllers.get(connection);
      if (!controller) return;
      controllers.delete(connection);
      connection.open = false;
      if (error === undefined) controller.close();
      else controller.error(error);
    };
    connection.drop = () => {
      close();
    };
    signal.addEventListener('abort', () => {
      close(new DOMException('The operation was aborted.', 'AbortError'));
    });
    return Promise.resolve(new Response(stream, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }));
  };

  return {
    fetch,
    connections,
    statuses,
    setOffline: (value: boolean) => {
      offline = value;
    },
    /** Records `notification` and sends it to every open connection. */
    publish: (notification: Notification) => {
      log.push(notification);
      for (const controller of controllers.values()) controller.enqueue(message(notification));
    },
    /** Sends raw SSE text to every open connection (comments, other events). */
    sendRaw: (text: string) => {
      for (const controller of controllers.values()) controller.enqueue(encoder.encode(text));
    },
    openConnections: () => connections.filter((connection) => connection.open),
  };
}

/** A token source that hands out `token-1`, `token-2`... : `refresh` gives the next one (or `refuse` rejects). */
export function createFakeTokens(options: { refuse?: Error } = {}) {
  let current = 1;
  const refreshed: (string | null)[] = [];
  const tokens: BearerTokenSource = {
    current: () => Promise.resolve(`token-${current}`),
    refresh: (refused) => {
      refreshed.push(refused);
      if (options.refuse !== undefined) return Promise.reject(options.refuse);
      current += 1;
      return Promise.resolve(`token-${current}`);
    },
  };
  return { tokens, refreshed };
}
