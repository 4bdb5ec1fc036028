import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type FieldErrors, useForm, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { LeaveGuard } from '@/components/leave-guard';
import { Button } from '@/components/ui/button';
import { FieldGroup } from '@/components/ui/field-group';
import { FormSubmitStatus } from '@/components/ui/form-submit-status';
import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { Spinner } from '@/components/ui/spinner';
import { TextArea } from '@/components/ui/text-area';
import { useFormSubmit } from '@/components/ui/use-form-submit';
import { SURVEY_FREE_TEXT_MAX_LENGTH } from '@/config/limits';
import { z } from '@/config/zod';
import type { Survey, SurveyQuestion, SurveyResponse } from '@/features/survey/api/survey-contract';
import { surveyQueries } from '@/features/survey/api/survey-queries';
import { useSubmitSurvey } from '@/features/survey/api/use-submit-survey';

import styles from './survey-form.module.css';

type Answers = Record<string, string>;

/** The form's schema for `survey`: required questions answered, free text at most 250 characters. */
export function surveyFormSchema(survey: Survey) {
  return z.object(
    Object.fromEntries(
      survey.questions.map((question) => {
        let field = z.string();
        if (question.type === 'Free Text') field = field.max(SURVEY_FREE_TEXT_MAX_LENGTH, 'too-long');
        return [question.id, question.required ? field.trim().min(1, 'required') : field];
      }),
    ),
  );
}

/** Props of {@link SurveyForm}: `code` of the survey (GET and POST v1/surveys/{code}); `onSent` after the answers went. */
export interface SurveyFormProps {
  code: string;
  onSent?: () => void;
}

/**
 * A survey (docs/requirements.md §3 and §7): '5 Stars' as a radio group of five, 'Yes or No' as two radios, 'Free Text' as a
 * text area with a counter, at most 250 characters. Unsaved answers are guarded against leaving the page.
 */
export function SurveyForm({ code, onSent }: SurveyFormProps) {
  const { t } = useTranslation('survey');
  const { data, isError, isFetching, refetch } = useQuery(surveyQueries.detail(code));
  if (isError) {
    return <QueryErrorFallback message={t('load-error')} query={{ isFetching, refetch }} />;
  }
  if (!data) return <Spinner label={t('loading')} />;
  return <SurveyQuestions survey={data} onSent={onSent} />;
}

function SurveyQuestions({ survey, onSent }: { survey: Survey; onSent: (() => void) | undefined }) {
  const { t } = useTranslation('survey');
  const schema = useMemo(() => surveyFormSchema(survey), [survey]);
  const mutation = useSubmitSurvey(survey.code);
  const form = useForm<Answers>({
    resolver: zodResolver(schema),
    defaultValues: Object.fromEntries(survey.questions.map((question) => [question.id, ''])),
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
  } = form;
  // The survey's API takes no Idempotency-Key: the kit's in-flight guard keeps a double press to one answer.
  const submitter = useFormSubmit<Answers, SurveyResponse, unknown, SurveyResponse>({
    form,
    mutation,
    variables: (response) => response,
    // The server names answers by their place in the list, not the form's question fields: it says so at the top.
    fieldName: () => null,
    onSuccess: () => onSent?.(),
  });

  if (mutation.isSuccess) {
    return (
      <div role="status" className={styles.box}>
        <p className={styles.thanks}>{t('sent')}</p>
      </div>
    );
  }

  const onSubmit = handleSubmit((values) => {
    const answers = survey.questions
      .map((question) => ({ questionId: question.id, value: (values[question.id] ?? '').trim() }))
      .filter((answer) => answer.value !== '');
    submitter.submit({ answers });
  });

  return (
    <section aria-labelledby="survey-title" className={styles.box}>
      <LeaveGuard when={isDirty && !submitter.pending} />
      <h2 id="survey-title" className={styles.title}>
        {survey.title}
      </h2>
      <form
        noValidate
        className={styles.form}
        onSubmit={(event) => {
          void onSubmit(event);
        }}
      >
        {survey.questions.map((question) => (
          <QuestionField key={question.id} question={question} register={register} errors={errors} />
        ))}
        <Button type="submit" variant="primary" busy={submitter.pending}>
          {t('submit')}
        </Button>
        <FormSubmitStatus submitter={submitter} failedMessage={t('send-error')} className={styles.error} />
      </form>
    </section>
  );
}

interface QuestionFieldProps {
  question: SurveyQuestion;
  register: UseFormRegister<Answers>;
  errors: FieldErrors<Answers>;
}

function QuestionField({ question, register, errors }: QuestionFieldProps) {
  const { t } = useTranslation('survey');
  const error = errors[question.id];
  const issueText = { ns: 'survey', prefix: 'errors.', values: { max: SURVEY_FREE_TEXT_MAX_LENGTH } };

  if (question.type === 'Free Text') {
    return (
      <TextArea
        label={question.text}
        required={question.required}
        maxLength={SURVEY_FREE_TEXT_MAX_LENGTH}
        showCounter
        error={error}
        issueText={issueText}
        {...register(question.id)}
      />
    );
  }

  const options =
    question.type === '5 Stars'
      ? ['1', '2', '3', '4', '5'].map((value) => ({ value, label: t('stars', { count: Number(value) }) }))
      : [
          { value: 'Y', label: t('yes') },
          { value: 'N', label: t('no') },
        ];
  return (
    <FieldGroup
      legend={question.text}
      required={question.required}
      requiredLabel={t('required')}
      error={error}
      issueText={issueText}
      className={styles.fieldset}
      legendClassName={styles.legend}
    >
      <div className={question.type === '5 Stars' ? styles.stars : styles.choices}>
        {options.map((option) => (
          <label key={option.value} className={styles.option}>
            <input type="radio" value={option.value} {...register(question.id)} />
            {question.type === '5 Stars' ? (
              <>
                <span aria-hidden="true" className={styles.star}>
                  ★
                </span>
                <span className="visually-hidden">{option.label}</span>
              </>
            ) : (
              <span>{option.label}</span>
            )}
          </label>
        ))}
      </div>
    </FieldGroup>
  );
}
