import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  isJustSubmitted,
  isSurveyOfferDue,
  isSurveyOfferDueFor,
  JUST_SUBMITTED_STATE,
  readLastSurveyOffer,
  recordSurveyOffer,
  SURVEY_OFFER_KEY_PREFIX,
} from '@/features/e-finance/utils/survey-offer';

const MINUTE = 60_000;
const SPEC_INTERVAL = 2_592_000; // minutes: portal-spec §9, 1,800 days
const NOW = Date.UTC(2026, 10, 29, 12, 0, 0);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('e-finance survey: the interval rule', () => {
  it('offers the survey when it was never offered', () => {
    expect(isSurveyOfferDue(null, NOW, SPEC_INTERVAL)).toBe(true);
  });

  it('does not offer it again within the interval, and offers it again once the interval has passed', () => {
    const last = NOW - 29 * 24 * 60 * MINUTE;
    expect(isSurveyOfferDue(last, NOW, SPEC_INTERVAL)).toBe(false);
    expect(isSurveyOfferDue(NOW - SPEC_INTERVAL * MINUTE + 1, NOW, SPEC_INTERVAL)).toBe(false);
    expect(isSurveyOfferDue(NOW - SPEC_INTERVAL * MINUTE, NOW, SPEC_INTERVAL)).toBe(true);
    // 43,200 minutes = 30 days: what an operator sets if the legacy figure meant seconds.
    expect(isSurveyOfferDue(NOW - 29 * 24 * 60 * MINUTE, NOW, 43_200)).toBe(false);
    expect(isSurveyOfferDue(NOW - 30 * 24 * 60 * MINUTE, NOW, 43_200)).toBe(true);
  });

  it('offers it after every use when the interval is 0', () => {
    expect(isSurveyOfferDue(NOW, NOW, 0)).toBe(true);
    expect(isSurveyOfferDue(NOW - 1, NOW, 0)).toBe(true);
  });

  it('offers it when the last offer lies in the future (a clock set back)', () => {
    expect(isSurveyOfferDue(NOW + MINUTE, NOW, SPEC_INTERVAL)).toBe(true);
  });
});

describe('e-finance survey: the stored offer', () => {
  it('keeps the last offer per user', () => {
    recordSurveyOffer('demo.us', NOW);
    expect(readLastSurveyOffer('demo.us')).toBe(NOW);
    expect(readLastSurveyOffer('demo.shipper')).toBeNull();
    expect(isSurveyOfferDueFor('demo.us', NOW + MINUTE, SPEC_INTERVAL)).toBe(false);
    expect(isSurveyOfferDueFor('demo.shipper', NOW + MINUTE, SPEC_INTERVAL)).toBe(true);
  });

  it('offers the survey when the stored value is corrupt', () => {
    for (const corrupt of ['', 'yesterday', '1e12', '-5', '12.5', '{"at":1}', '99999999999999999']) {
      localStorage.setItem(`${SURVEY_OFFER_KEY_PREFIX}demo.us`, corrupt);
      expect(readLastSurveyOffer('demo.us')).toBeNull();
      expect(isSurveyOfferDueFor('demo.us', NOW, SPEC_INTERVAL)).toBe(true);
    }
  });

  it('offers the survey when storage is blocked, and recording does not throw', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => {
      recordSurveyOffer('demo.us', NOW);
    }).not.toThrow();
    expect(isSurveyOfferDueFor('demo.us', NOW, SPEC_INTERVAL)).toBe(true);
  });
});

describe('e-finance survey: the dispute just submitted', () => {
  it('reads the router state the new-dispute page sends', () => {
    expect(isJustSubmitted(JUST_SUBMITTED_STATE)).toBe(true);
    expect(isJustSubmitted(null)).toBe(false);
    expect(isJustSubmitted({ justSubmitted: 'yes' })).toBe(false);
  });
});
