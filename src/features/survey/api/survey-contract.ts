import { SURVEY_FREE_TEXT_MAX_LENGTH } from '@/config/limits';
import { z } from '@/config/zod';

/** Survey question types (docs/requirements.md §3). */
export const SURVEY_QUESTION_TYPES = ['5 Stars', 'Yes or No', 'Free Text'] as const;
export type SurveyQuestionType = (typeof SURVEY_QUESTION_TYPES)[number];

export const surveyQuestionSchema = z.object({
  id: z.string().min(1),
  type: z.enum(SURVEY_QUESTION_TYPES),
  text: z.string().min(1),
  required: z.boolean(),
});
export type SurveyQuestion = z.infer<typeof surveyQuestionSchema>;

/** GET v1/surveys/{code} (docs/requirements.md §7): a survey, its questions in display order. */
export const surveySchema = z.object({
  code: z.string().min(1),
  title: z.string().min(1),
  questions: z.array(surveyQuestionSchema).min(1),
});
export type Survey = z.infer<typeof surveySchema>;

/**
 * One answer: '1'..'5' for '5 Stars', 'Y' or 'N' for 'Yes or No', up to SURVEY_FREE_TEXT_MAX_LENGTH (250) characters
 * for 'Free Text'. Unanswered optional questions are left out.
 */
export const surveyAnswerSchema = z.object({
  questionId: z.string().min(1),
  value: z.string().min(1).max(SURVEY_FREE_TEXT_MAX_LENGTH),
});
export type SurveyAnswer = z.infer<typeof surveyAnswerSchema>;

/** POST v1/surveys/{code} body (docs/requirements.md §7: "response body"; the field names are ours). */
export const surveyResponseSchema = z.object({ answers: z.array(surveyAnswerSchema) });
export type SurveyResponse = z.infer<typeof surveyResponseSchema>;

/** Which values a question type accepts. */
export function isValidAnswer(type: SurveyQuestionType, value: string): boolean {
  if (type === '5 Stars') return /^[1-5]$/.test(value);
  if (type === 'Yes or No') return value === 'Y' || value === 'N';
  return value.trim().length > 0 && value.length <= SURVEY_FREE_TEXT_MAX_LENGTH;
}

/** Path of a survey (docs/requirements.md §7). */
export const surveyPath = (code: string) => `v1/surveys/${encodeURIComponent(code)}`;
