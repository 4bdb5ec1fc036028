import { queryOptions } from '@tanstack/react-query';

import { getSurvey } from '@/features/survey/api/survey-api';

/** Query factory of the surveys: all -> detail(code). */
export const surveyQueries = {
  all: () => ['surveys'] as const,
  detail: (code: string) =>
    queryOptions({
      queryKey: [...surveyQueries.all(), code],
      queryFn: ({ signal }) => getSurvey(code, signal),
      staleTime: Infinity,
    }),
};
