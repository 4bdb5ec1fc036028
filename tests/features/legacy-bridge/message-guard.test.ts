import { describe, expect, it, vi } from 'vitest';

import { acceptLegacyMessage } from '@/features/legacy-bridge/utils/message-guard';

const LEGACY = 'http://127.0.0.1:4174';

function frameWindow(): Window {
  const iframe = document.createElement('iframe');
  document.body.append(iframe);
  return iframe.contentWindow!;
}

describe('acceptLegacyMessage', () => {
  it('accepts a valid message from the exact origin and the frame window', () => {
    const source = frameWindow();
    const event = new MessageEvent('message', { data: { type: 'loading', isLoading: false }, origin: LEGACY, source });
    expect(acceptLegacyMessage(event, { legacyOrigin: LEGACY, frameWindow: source })).toEqual({
      type: 'loading',
      isLoading: false,
    });
  });

  it.each([
    'http://127.0.0.1:4174/',
    'http://127.0.0.1:41745',
    'http://127.0.0.1',
    'https://127.0.0.1:4174',
    'http://127.0.0.1:4174.evil.example',
    'http://localhost:4174',
    'HTTP://127.0.0.1:4174',
    'null',
    '',
  ])('drops origin %j (exact comparison only)', (origin) => {
    const source = frameWindow();
    const onDrop = vi.fn();
    const event = new MessageEvent('message', { data: { type: 'downloadEvent' }, origin, source });
    expect(acceptLegacyMessage(event, { legacyOrigin: LEGACY, frameWindow: source, onDrop })).toBeNull();
    expect(onDrop).toHaveBeenCalledWith('origin', event);
  });

  it('drops the right origin from another window, from no window, and while the frame is detached', () => {
    const source = frameWindow();
    const other = frameWindow();
    const onDrop = vi.fn();
    const data = { type: 'downloadEvent' };
    for (const [from, frame] of [
      [other, source],
      [window, source],
      [null, source],
      [source, null],
    ] as const) {
      const event = new MessageEvent('message', { data, origin: LEGACY, source: from });
      expect(acceptLegacyMessage(event, { legacyOrigin: LEGACY, frameWindow: frame, onDrop })).toBeNull();
    }
    expect(onDrop).toHaveBeenCalledTimes(4);
    expect(onDrop.mock.calls.every(([reason]) => reason === 'source')).toBe(true);
  });

  it('drops a message from the right origin and window that fails its schema', () => {
    const source = frameWindow();
    const onDrop = vi.fn();
    const event = new MessageEvent('message', { data: { type: 'resize', bodyHeight: '100' }, origin: LEGACY, source });
    expect(acceptLegacyMessage(event, { legacyOrigin: LEGACY, frameWindow: source, onDrop })).toBeNull();
    expect(onDrop).toHaveBeenCalledWith('schema', event);
  });
});
