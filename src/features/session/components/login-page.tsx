import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { FormSubmitStatus } from '@/components/ui/form-submit-status';
import { TextField } from '@/components/ui/text-field';
import { useFormSubmit } from '@/components/ui/use-form-submit';
import { paths } from '@/config/paths';
import type { CurrentUser, LoginRequest } from '@/domain/session/session-contract';
import { useSession } from '@/domain/session/session-store';
import { loginRequestSchema } from '@/features/session/utils/login-form';
import { ApiError } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { logIn } from '@/services/session/session-auth';

import { safeReturnTo } from '../utils/return-to';
import styles from './login-page.module.css';

/** The i18n key (namespace `session`) for a failed login. */
// The login rules' messages are keys of the session namespace (utils/login-form.ts).
const LOGIN_ISSUE_TEXT = { ns: 'session' } as const;

function loginErrorKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'login.error-unexpected';
  if (error.code === 'ACCOUNT_LOCKED') return 'login.error-account-locked';
  if (error.status === 401) return 'login.error-invalid-credentials';
  if (error.status === 0) return 'login.error-unreachable';
  return 'login.error-unexpected';
}

/**
 * The login page (docs/requirements.md §4): user ID and password, posted to the auth endpoint. A wrong password, a locked
 * account and an unreachable server each get their own message; after login the user goes back to `returnTo` when it
 * is an in-app path, else home. A logged-in visitor is sent on at once.
 */
export function LoginPage() {
  const { t } = useTranslation('session');
  useDocumentTitle(t('login.title'));
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnTo(searchParams.get('returnTo'));
  const navigate = useNavigate();
  const status = useSession((state) => state.status);
  const form = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { userId: '', password: '' },
  });
  const { register, handleSubmit, formState, setError } = form;
  // Every failure gets the page's own message (loginErrorKey): no popup of the error policy.
  const mutation = useMutation({ mutationFn: logIn, meta: { errorHandling: 'silent' } });
  // A login creates nothing, so it needs no Idempotency-Key: the kit's key is not sent.
  const submitter = useFormSubmit<LoginRequest, LoginRequest, CurrentUser, LoginRequest>({
    form,
    mutation,
    variables: (values) => values,
    onSuccess: () => {
      void navigate(returnTo, { replace: true });
    },
    onError: (error) => {
      setError('root', { message: loginErrorKey(error) });
      return true;
    },
  });

  if (status === 'loggedIn' && !submitter.pending) return <Navigate to={returnTo} replace />;

  const onSubmit = handleSubmit(submitter.submit);

  const rootError = formState.errors.root?.message;
  return (
    <section className={styles.page} aria-labelledby="login-title">
      <div className={styles.card}>
        <h1 id="login-title" className={styles.title}>
          {t('login.title')}
        </h1>
        <p className={styles.intro}>{t('login.intro')}</p>
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            void onSubmit(event);
          }}
        >
          {rootError ? (
            <p role="alert" className={styles.error}>
              {t(rootError)}
            </p>
          ) : null}
          <TextField
            label={t('login.user-id')}
            autoComplete="username"
            required
            error={formState.errors.userId}
            issueText={LOGIN_ISSUE_TEXT}
            {...register('userId')}
          />
          <TextField
            label={t('login.password')}
            type="password"
            autoComplete="current-password"
            required
            error={formState.errors.password}
            issueText={LOGIN_ISSUE_TEXT}
            {...register('password')}
          />
          <Button
            type="submit"
            variant="primary"
            className={styles.submit}
            busy={submitter.pending}
            busyLabel={t('login.submitting')}
          >
            {t('login.submit')}
          </Button>
          <FormSubmitStatus submitter={submitter} />
        </form>
        <p className={styles.signup}>
          {t('login.no-account')} <Link to={paths.createAccount.href()}>{t('login.create-account')}</Link>
        </p>
      </div>
    </section>
  );
}
