import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { LeaveGuard } from '@/components/leave-guard';
import { Button } from '@/components/ui/button';
import { FormSubmitStatus } from '@/components/ui/form-submit-status';
import { NativeSelect } from '@/components/ui/native-select';
import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { useFormSubmit } from '@/components/ui/use-form-submit';
import { useCurrentUserId } from '@/domain/session/session-store';
import {
  type Profile,
  PROFILE_TIME_ZONES,
  type ProfileUpdate,
  profileUpdateSchema,
} from '@/features/profile/api/profile-contract';
import { applyPreferredLanguage, SUPPORTED_LANGUAGES } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';

import { profileQueries } from '../api/profile-queries';
import { useUpdateProfile } from '../api/use-update-profile';
import styles from './profile-page.module.css';

/** Language names in their own language: a user finds their language whatever the UI language is. */
const LANGUAGE_NAMES: Record<(typeof SUPPORTED_LANGUAGES)[number], string> = {
  en: 'English',
  ko: '한국어',
  ja: '日本語',
  zh: '简体中文',
};

/** /my-profile: the current user's profile, editable; anonymous users go to the login page first. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  useDocumentTitle(t('title'));
  const userId = useCurrentUserId();
  const query = useQuery({ ...profileQueries.detail(userId ?? ''), enabled: userId !== null });

  // The login guard (app/layout/login-guard.tsx) sends a visitor without a session to the login page.
  if (userId === null) return null;

  return (
    <section aria-labelledby="profile-title" className={styles.page}>
      <h1 id="profile-title">{t('title')}</h1>
      {query.isError ? (
        <QueryErrorFallback message={t('load-error')} query={query} />
      ) : query.data ? (
        // Keyed by user: another user's login (in another tab) never edits the previous user's form values.
        <ProfileForm key={userId} userId={userId} profile={query.data} />
      ) : (
        <Spinner label={t('loading')} />
      )}
    </section>
  );
}

function toFormValues(profile: Profile): ProfileUpdate {
  const { firstName, lastName, jobTitle, phone, preferredLanguage, timeZone } = profile;
  return { firstName, lastName, jobTitle, phone, preferredLanguage, timeZone };
}

// The profile schema's messages are codes ('required', 'too-long') under `errors.` of the profile namespace.
const PROFILE_ISSUE_TEXT = { ns: 'profile', prefix: 'errors.' } as const;

function ProfileForm({ profile, userId }: { profile: Profile; userId: string }) {
  const { t, i18n } = useTranslation('profile');
  const mutation = useUpdateProfile(userId);
  const [saved, setSaved] = useState(false);
  const form = useForm<ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: toFormValues(profile),
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = form;
  // A PUT of the whole profile is idempotent by itself: the kit's key is not sent.
  const submitter = useFormSubmit<ProfileUpdate, ProfileUpdate, Profile, ProfileUpdate>({
    form,
    mutation,
    variables: (values) => values,
    onSuccess: (savedProfile) => {
      reset(toFormValues(savedProfile));
      setSaved(true);
      // A newly saved preferred language is a choice of its own: the UI switches to it.
      if (savedProfile.preferredLanguage !== profile.preferredLanguage) {
        applyPreferredLanguage(i18n, savedProfile.preferredLanguage, true).catch((error: unknown) => {
          console.warn('The preferred language could not be loaded:', error);
        });
      }
    },
  });

  const onSubmit = handleSubmit((values) => {
    setSaved(false);
    submitter.submit(values);
  });

  return (
    <>
      <LeaveGuard when={isDirty && !submitter.pending} />
      <dl className={styles.account}>
        <div>
          <dt>{t('fields.userId')}</dt>
          <dd>{profile.userId}</dd>
        </div>
        <div>
          <dt>{t('fields.email')}</dt>
          <dd>{profile.email}</dd>
        </div>
        <div>
          <dt>{t('fields.companyName')}</dt>
          <dd>{profile.companyName}</dd>
        </div>
        <div>
          <dt>{t('fields.customerCode')}</dt>
          <dd>{profile.customerCode}</dd>
        </div>
      </dl>
      <form
        noValidate
        className={styles.form}
        aria-label={t('form-label')}
        onSubmit={(event) => {
          void onSubmit(event);
        }}
        onChange={() => {
          setSaved(false);
        }}
      >
        <div className={styles.grid}>
          <TextField
            label={t('fields.firstName')}
            required
            autoComplete="given-name"
            error={errors.firstName}
            issueText={PROFILE_ISSUE_TEXT}
            {...register('firstName')}
          />
          <TextField
            label={t('fields.lastName')}
            required
            autoComplete="family-name"
            error={errors.lastName}
            issueText={PROFILE_ISSUE_TEXT}
            {...register('lastName')}
          />
          <TextField
            label={t('fields.jobTitle')}
            autoComplete="organization-title"
            error={errors.jobTitle}
            issueText={PROFILE_ISSUE_TEXT}
            {...register('jobTitle')}
          />
          <TextField
            label={t('fields.phone')}
            required
            type="tel"
            autoComplete="tel"
            error={errors.phone}
            issueText={PROFILE_ISSUE_TEXT}
            {...register('phone')}
          />
          <NativeSelect
            label={t('fields.preferredLanguage')}
            options={SUPPORTED_LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
            {...register('preferredLanguage')}
          />
          <NativeSelect
            label={t('fields.timeZone')}
            options={PROFILE_TIME_ZONES.map((value) => ({ value, label: value.replace(/_/g, ' ') }))}
            {...register('timeZone')}
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit" variant="primary" busy={submitter.pending} busyLabel={t('saving')}>
            {t('save')}
          </Button>
          <Button
            disabled={!isDirty}
            onClick={() => {
              reset();
            }}
          >
            {t('discard')}
          </Button>
        </div>
        <div role="status" className={styles.status}>
          {saved ? t('saved') : null}
        </div>
        <FormSubmitStatus submitter={submitter} failedMessage={t('save-error')} className={styles.error} />
      </form>
    </>
  );
}
