import { useMutation } from '@tanstack/react-query';

import { submitSurvey } from '@/features/survey/api/survey-api';
import type { SurveyResponse } from '@/features/survey/api/survey-contract';

/** Sends the answers of survey `code`. */
export function useSubmitSurvey(code: string) {
  return useMutation({
    mutationFn: (response: SurveyResponse) => submitSurvey(code, response),
    // The survey shows a failed send inline; session-wide statuses still pop up (query-client.ts).
    meta: { errorHandling: 'custom' },
  });
}
