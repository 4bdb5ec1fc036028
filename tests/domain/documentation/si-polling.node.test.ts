import { describe, expect, it } from 'vitest';

import { siRefetchInterval } from '@/domain/documentation/si-polling';

const NOW = Date.parse('2026-11-27T10:00:00Z');

describe('siRefetchInterval', () => {
  it('polls an SI waiting for its draft only shortly after it was received', () => {
    const received = { history: [{ dateTime: '2026-11-27T10:00:00Z', event: 'SI_RECEIVED' as const }] };
    expect(siRefetchInterval(received, NOW + 1000)).toBe(2000);
    expect(siRefetchInterval(received, NOW + 5 * 24 * 3_600_000)).toBe(false);
  });

  it('polls again after a correction request until the new draft, and not once the draft is there', () => {
    const history = [
      { dateTime: '2026-11-20T10:00:00Z', event: 'DRAFT_ISSUED' as const },
      { dateTime: '2026-11-27T09:59:56Z', event: 'CORRECTION_REQUESTED' as const },
    ];
    expect(
      siRefetchInterval(
        { transportDocumentReference: 'ONEYBL1', updatedShippingInstructionsStatus: 'UPDATE_RECEIVED', history },
        NOW,
      ),
    ).toBe(4000);
    expect(siRefetchInterval({ transportDocumentReference: 'ONEYBL1', history }, NOW)).toBe(false);
    expect(siRefetchInterval(undefined, NOW)).toBe(false);
  });
});
