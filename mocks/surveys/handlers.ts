import { http, HttpResponse, type RequestHandler } from 'msw';

import { isValidAnswer, type Survey, surveyResponseSchema } from '@/features/survey/api/survey-contract';

import { apiUrl, badRequest, errorResponse } from '../http';

/*
 * Surveys (docs/requirements.md §3 and §7).
 *
 * GET  {API}/v1/surveys/{code}  -> 200 Survey { code, title, questions[{ id, type, text, required }] }; 404 unknown
 * POST {API}/v1/surveys/{code}  body { answers[{ questionId, value }] } -> 201 { code, receivedAt (ISO, UTC) };
 *      400 when an answer does not fit its question type, names an unknown question or a required one is missing.
 * Answers are kept in memory (RECEIVED) for the page session.
 */

/** The survey the thank-you page shows (our choice of code). */
export const THANK_YOU_SURVEY_CODE = 'ECOM_EXPERIENCE';

/**
 * The survey offered after a succeeded payment or a submitted dispute (docs/areas/e-finance.md "Survey after use"; the
 * app's EFINANCE_SURVEY_CODE in src/features/e-finance/utils/survey-offer.ts).
 */
export const EFINANCE_SURVEY_CODE = 'EFINANCE';

/** Surveys the mock knows, by code. */
export const MOCK_SURVEYS: Record<string, Survey> = {
  [THANK_YOU_SURVEY_CODE]: {
    code: THANK_YOU_SURVEY_CODE,
    title: 'How was your experience with ONE e-Commerce?',
    questions: [
      { id: 'Q1', type: '5 Stars', text: 'How satisfied are you with ONE e-Commerce overall?', required: true },
      { id: 'Q2', type: 'Yes or No', text: 'Did you find what you were looking for?', required: true },
      { id: 'Q3', type: 'Free Text', text: 'What should we improve?', required: false },
    ],
  },
  [EFINANCE_SURVEY_CODE]: {
    code: EFINANCE_SURVEY_CODE,
    title: 'How was paying or disputing invoices online?',
    questions: [
      { id: 'Q1', type: '5 Stars', text: 'How easy was it?', required: true },
      { id: 'Q2', type: 'Yes or No', text: 'Did you find what you needed?', required: true },
      { id: 'Q3', type: 'Free Text', text: 'Anything else you would like to tell us?', required: false },
    ],
  },
};

/** Answers received, by survey code. */
export const RECEIVED = new Map<string, { questionId: string; value: string }[][]>();

/** Handlers of the surveys resource. */
export const surveyHandlers: RequestHandler[] = [
  http.get(apiUrl('v1/surveys/:code'), ({ params }) => {
    const survey = MOCK_SURVEYS[String(params.code)];
    return survey ? HttpResponse.json(survey) : errorResponse(404, 'SURVEY_NOT_FOUND', 'No such survey.');
  }),
  http.post(apiUrl('v1/surveys/:code'), async ({ params, request }) => {
    const code = String(params.code);
    const survey = MOCK_SURVEYS[code];
    if (!survey) return errorResponse(404, 'SURVEY_NOT_FOUND', 'No such survey.');
    const parsed = surveyResponseSchema.safeParse(await request.json());
    if (!parsed.success) return badRequest(parsed.error);
    for (const answer of parsed.data.answers) {
      const question = survey.questions.find((entry) => entry.id === answer.questionId);
      if (!question || !isValidAnswer(question.type, answer.value)) {
        return errorResponse(400, 'INVALID_REQUEST', `answers: invalid answer to ${answer.questionId}`);
      }
    }
    const missing = survey.questions.find(
      (question) => question.required && !parsed.data.answers.some((answer) => answer.questionId === question.id),
    );
    if (missing) return errorResponse(400, 'INVALID_REQUEST', `answers: ${missing.id} is required`);
    RECEIVED.set(code, [...(RECEIVED.get(code) ?? []), parsed.data.answers]);
    return HttpResponse.json({ code, receivedAt: new Date().toISOString() }, { status: 201 });
  }),
];
