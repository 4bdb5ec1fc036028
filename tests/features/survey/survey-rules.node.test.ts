import { describe, expect, it } from 'vitest';

import { isValidAnswer, surveyAnswerSchema, surveySchema } from '@/features/survey/api/survey-contract';

// The answer rules of a survey (docs/requirements.md §3 and 7, survey-contract.ts): '1'..'5' stars, 'Y' or 'N', free text of 1 to 250
// characters that is not blank.

describe('survey answers', () => {
  it("takes '1' to '5' for a 5-star question and nothing else", () => {
    for (const stars of ['1', '2', '3', '4', '5']) expect(isValidAnswer('5 Stars', stars), stars).toBe(true);
    for (const other of ['0', '6', '10', '05', ' 3', '3.0', ''])
      expect(isValidAnswer('5 Stars', other), other).toBe(false);
  });

  it("takes 'Y' or 'N' for a yes-or-no question, exactly", () => {
    expect(isValidAnswer('Yes or No', 'Y')).toBe(true);
    expect(isValidAnswer('Yes or No', 'N')).toBe(true);
    for (const other of ['y', 'n', 'Yes', 'No', 'YN', '']) expect(isValidAnswer('Yes or No', other), other).toBe(false);
  });

  it('takes free text of 1 to 250 characters that is not blank', () => {
    expect(isValidAnswer('Free Text', 'a')).toBe(true);
    expect(isValidAnswer('Free Text', 'x'.repeat(250))).toBe(true);
    expect(isValidAnswer('Free Text', 'x'.repeat(251))).toBe(false);
    expect(isValidAnswer('Free Text', '')).toBe(false);
    expect(isValidAnswer('Free Text', ' \n\t ')).toBe(false);
    // The limit counts what was typed, spaces included.
    expect(isValidAnswer('Free Text', ` ${'x'.repeat(249)} `)).toBe(false);
  });

  it('sends an answer of 1 to 250 characters to a question by its id', () => {
    expect(surveyAnswerSchema.safeParse({ questionId: 'q1', value: 'x'.repeat(250) }).success).toBe(true);
    expect(surveyAnswerSchema.safeParse({ questionId: 'q1', value: 'x'.repeat(251) }).success).toBe(false);
    expect(surveyAnswerSchema.safeParse({ questionId: 'q1', value: '' }).success).toBe(false);
    expect(surveyAnswerSchema.safeParse({ questionId: '', value: '4' }).success).toBe(false);
  });

  it('reads a survey only with at least one question of a known type', () => {
    const question = { id: 'q1', type: '5 Stars', text: 'How easy was booking?', required: true };
    expect(surveySchema.safeParse({ code: 'S1', title: 'Booking', questions: [question] }).success).toBe(true);
    expect(surveySchema.safeParse({ code: 'S1', title: 'Booking', questions: [] }).success).toBe(false);
    expect(
      surveySchema.safeParse({ code: 'S1', title: 'Booking', questions: [{ ...question, type: '10 Stars' }] }).success,
    ).toBe(false);
  });
});
