import { type Survey, surveyPath, type SurveyResponse, surveySchema } from '@/features/survey/api/survey-contract';
import { apiClient } from '@/lib/api-client';

/** GET a survey. Rejects with ApiError. */
export async function getSurvey(code: string, signal?: AbortSignal): Promise<Survey> {
  const { data } = await apiClient.get<unknown>(surveyPath(code), { signal });
  return surveySchema.parse(data);
}

/** POST the answers of a survey. Rejects with ApiError (400 when an answer is invalid or a required one missing). */
export async function submitSurvey(code: string, response: SurveyResponse): Promise<void> {
  await apiClient.post(surveyPath(code), response);
}
