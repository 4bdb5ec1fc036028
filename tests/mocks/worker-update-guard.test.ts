import { describe, expect, it } from 'vitest';

import { keepMockWorkerRegistered } from '../../mocks/worker-update-guard';

const MOCK_WORKER = 'http://localhost:4173/one-ecom/mockServiceWorker.js';

/** A stand-in of ServiceWorker: what a worker receives is what its `received` lists. */
function workerClass() {
  class Worker {
    readonly received: unknown[] = [];
    constructor(readonly scriptURL: string) {}
    postMessage(message: unknown): void {
      this.received.push(message);
    }
  }
  return Worker;
}

describe('keeping the mock worker registered', () => {
  it('does not tell the mock worker that the page closed, so the worker does not unregister itself', () => {
    const Worker = workerClass();
    keepMockWorkerRegistered(Worker.prototype, MOCK_WORKER);
    const worker = new Worker(MOCK_WORKER);

    worker.postMessage('MOCK_ACTIVATE');
    worker.postMessage('CLIENT_CLOSED');
    worker.postMessage('KEEPALIVE_REQUEST');

    expect(worker.received).toEqual(['MOCK_ACTIVATE', 'KEEPALIVE_REQUEST']);
  });

  it('passes every message to another worker on', () => {
    const Worker = workerClass();
    keepMockWorkerRegistered(Worker.prototype, MOCK_WORKER);
    const other = new Worker('http://localhost:4173/one-ecom/other-worker.js');

    other.postMessage('CLIENT_CLOSED');

    expect(other.received).toEqual(['CLIENT_CLOSED']);
  });
});
