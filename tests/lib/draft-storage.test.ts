import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';

import {
  clearDraft,
  readDraft,
  removeDraftsExceptOf,
  removeDraftsOf,
  setDraftOwner,
  writeDraft,
} from '@/lib/draft-storage';

const noteSchema = z.object({ note: z.string() });

let owner: string | null = null;
beforeEach(() => {
  owner = null;
  setDraftOwner(() => owner);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('drafts per user', () => {
  it('keeps a user’s draft in localStorage, where a reload or another tab of the same user finds it', () => {
    owner = 'demo.shipper';
    writeDraft('email', { note: 'Hello' });
    // Another tab (or the page after a reload) has its own sessionStorage but shares localStorage.
    sessionStorage.clear();
    expect(readDraft('email', noteSchema)).toEqual({ note: 'Hello' });
  });

  it('never shows one user’s draft to another user of the same browser', () => {
    owner = 'demo.shipper';
    writeDraft('email', { note: 'For Kim only' });
    owner = 'demo.forwarder';
    expect(readDraft('email', noteSchema)).toBeNull();
    owner = null;
    expect(readDraft('email', noteSchema)).toBeNull();
    owner = 'demo.shipper';
    expect(readDraft('email', noteSchema)).toEqual({ note: 'For Kim only' });
  });

  it('keeps an anonymous visitor’s draft in this tab only', () => {
    writeDraft('search', { note: 'KRPUS' });
    expect(readDraft('search', noteSchema)).toEqual({ note: 'KRPUS' });
    expect(localStorage.length).toBe(0);
  });

  it('an explicit logout removes the user’s drafts; a login removes everybody else’s', () => {
    owner = 'demo.shipper';
    writeDraft('email', { note: 'Kim' });
    owner = 'demo.forwarder';
    writeDraft('email', { note: 'Müller' });
    owner = null;
    writeDraft('search', { note: 'anonymous' });

    removeDraftsExceptOf('demo.forwarder');
    owner = 'demo.shipper';
    expect(readDraft('email', noteSchema)).toBeNull();
    owner = null;
    expect(readDraft('search', noteSchema)).toBeNull();
    owner = 'demo.forwarder';
    expect(readDraft('email', noteSchema)).toEqual({ note: 'Müller' });

    removeDraftsOf('demo.forwarder');
    expect(readDraft('email', noteSchema)).toBeNull();
  });

  it('drops a draft of another version or of the old unversioned shape instead of using or crashing on it', () => {
    owner = 'demo.shipper';
    writeDraft('email', { note: 'v1' });
    expect(readDraft('email', noteSchema, { version: 2 })).toBeNull();
    // Removed, so the next read of version 1 finds nothing either.
    expect(readDraft('email', noteSchema)).toBeNull();
    // A draft written by the previous release: the bare value, no envelope.
    localStorage.setItem('one-ecom:draft:user:demo.shipper:email', JSON.stringify({ note: 'old' }));
    expect(readDraft('email', noteSchema)).toBeNull();
    localStorage.setItem('one-ecom:draft:user:demo.shipper:email', '{not json');
    expect(readDraft('email', noteSchema)).toBeNull();
    clearDraft('email');
  });
});

describe('blocked storage', () => {
  it('survives localStorage and sessionStorage getters that throw (cookies and site data off)', () => {
    for (const name of ['localStorage', 'sessionStorage']) {
      vi.stubGlobal(name, undefined);
      Object.defineProperty(globalThis, name, {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    }
    for (const who of [null, 'demo.shipper']) {
      owner = who;
      expect(() => {
        writeDraft('email', { note: 'x' });
      }).not.toThrow();
      expect(readDraft('email', noteSchema)).toBeNull();
      expect(() => {
        clearDraft('email');
        removeDraftsOf('demo.shipper');
        removeDraftsExceptOf('demo.shipper');
      }).not.toThrow();
    }
  });

  it('survives a storage whose every method throws', () => {
    const throwing = {
      get length(): number {
        throw new DOMException('blocked', 'SecurityError');
      },
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      removeItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      key: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    vi.stubGlobal('sessionStorage', throwing);
    vi.stubGlobal('localStorage', throwing);
    for (const who of [null, 'demo.shipper']) {
      owner = who;
      writeDraft('email', { note: 'x' });
      expect(readDraft('email', noteSchema)).toBeNull();
      clearDraft('email');
      removeDraftsOf('demo.shipper');
      removeDraftsExceptOf('demo.shipper');
    }
  });
});
