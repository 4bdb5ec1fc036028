import { useEffect, useRef, useState } from 'react';

import { getRuntimeConfig } from '@/config/runtime-config';
import { useCurrentUserId } from '@/domain/session/session-store';

import { isSurveyOfferDueFor, recordSurveyOffer } from '../utils/survey-offer';

type Decision = 'undecided' | 'shown' | 'not-due' | 'dismissed';

/**
 * Whether the e-finance survey is offered on this page (docs/areas/e-finance.md "Survey after use"). Decided once, the
 * first time `eligible` is true with a logged-in user (utils/survey-offer.ts against the runtime setting
 * `eFinanceSurveyIntervalMinutes`, at Date.now()), and kept for the page's life: the offer is recorded as it is
 * decided, and that record must not hide it again on the next render. `dismiss` hides it ("No thanks").
 */
export function useSurveyOffer(eligible: boolean): { shown: boolean; dismiss: () => void } {
  const userId = useCurrentUserId();
  const [decision, setDecision] = useState<Decision>('undecided');
  // React's development double effect must not decide twice: the second look would find the first one's record.
  const decided = useRef(false);
  useEffect(() => {
    if (decided.current || !eligible || userId === null) return;
    decided.current = true;
    const now = Date.now();
    const due = isSurveyOfferDueFor(userId, now, getRuntimeConfig().eFinanceSurveyIntervalMinutes);
    if (due) recordSurveyOffer(userId, now);
    setDecision(due ? 'shown' : 'not-due');
  }, [eligible, userId]);
  return {
    shown: decision === 'shown',
    dismiss: () => {
      setDecision('dismissed');
    },
  };
}
