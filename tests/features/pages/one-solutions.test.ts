import { describe, expect, it } from 'vitest';

import {
  hasUnseenOneSolution,
  markOneSolutionsSeen,
  ONE_SOLUTIONS_SEEN_KEY,
} from '@/features/pages/utils/one-solutions';

describe('ONE Solutions seen state', () => {
  it('has unseen items until the page marks them seen, and again when a new item appears', () => {
    expect(hasUnseenOneSolution()).toBe(true);
    markOneSolutionsSeen();
    expect(hasUnseenOneSolution()).toBe(false);
    localStorage.setItem(ONE_SOLUTIONS_SEEN_KEY, JSON.stringify(['one-quote', 'booking-templates']));
    expect(hasUnseenOneSolution()).toBe(true);
    localStorage.setItem(ONE_SOLUTIONS_SEEN_KEY, '{broken');
    expect(hasUnseenOneSolution()).toBe(true);
  });
});
