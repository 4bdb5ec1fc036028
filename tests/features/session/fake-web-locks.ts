import { afterEach } from 'vitest';

type LockCallback<T> = (lock: { name: string } | null) => T | Promise<T>;
interface LockOptions {
  ifAvailable?: boolean;
  signal?: AbortSignal;
}

/**
 * A stand-in for the browser's LockManager (jsdom has none), shared by every "tab" of a test like the real one is by
 * every tab of an origin: exclusive locks by name, granted in request order; `ifAvailable` (the callback gets null
 * when the lock is held); `signal` (a waiting request rejects with the signal's reason when it aborts).
 */
export class FakeLockManager {
  private held = new Set<string>();
  private queues = new Map<string, Array<() => void>>();

  /** Requests still waiting for a lock. */
  get waiting(): number {
    let count = 0;
    for (const queue of this.queues.values()) count += queue.length;
    return count;
  }

  /** Another tab takes `name` and never lets go (its refresh hangs). */
  holdForever(name: string): void {
    this.held.add(name);
  }

  request<T>(name: string, callback: LockCallback<T>): Promise<T>;
  request<T>(name: string, options: LockOptions, callback: LockCallback<T>): Promise<T>;
  async request<T>(
    name: string,
    optionsOrCallback: LockOptions | LockCallback<T>,
    maybeCallback?: LockCallback<T>,
  ): Promise<T> {
    const options = typeof optionsOrCallback === 'function' ? {} : optionsOrCallback;
    const callback = typeof optionsOrCallback === 'function' ? optionsOrCallback : maybeCallback;
    if (!callback) throw new TypeError('LockManager.request needs a callback');
    if (this.held.has(name)) {
      if (options.ifAvailable) return callback(null);
      await this.wait(name, options.signal);
    }
    this.held.add(name);
    try {
      return await callback({ name });
    } finally {
      const next = this.queues.get(name)?.shift();
      // Handed straight to the next waiter, like the browser does.
      if (next) next();
      else this.held.delete(name);
    }
  }

  private wait(name: string, signal: AbortSignal | undefined): Promise<void> {
    return new Promise((resolve, reject) => {
      const queue = this.queues.get(name) ?? [];
      this.queues.set(name, queue);
      const grant = () => {
        signal?.removeEventListener('abort', abort);
        resolve();
      };
      const abort = () => {
        queue.splice(queue.indexOf(grant), 1);
        // The browser rejects with the signal's reason as it is (a DOMException, possibly of another realm).
        // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- see above
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', abort, { once: true });
      queue.push(grant);
    });
  }
}

/** Installs a {@link FakeLockManager} as `navigator.locks` until the end of the test. */
export function installFakeLocks(): FakeLockManager {
  const locks = new FakeLockManager();
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  return locks;
}

afterEach(() => {
  if ('locks' in navigator) Reflect.deleteProperty(navigator, 'locks');
});
