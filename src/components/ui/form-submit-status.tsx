import { useTranslation } from 'react-i18next';

import type { FormSubmit } from './use-form-submit';

/**
 * Props of {@link FormSubmitStatus}: the form's {@link FormSubmit}, and `failedMessage`, the form's own words for a
 * request that failed with nothing to show at a field (default: ui `form.failed`, "It could not be sent. Try again.").
 */
export interface FormSubmitStatusProps {
  submitter: Pick<FormSubmit<never>, 'waitingForNetwork' | 'failed'>;
  failedMessage?: string;
  className?: string;
}

/**
 * What a submitting form says beside its submit button when the fields cannot say it (docs/requirements.md "Forms"):
 * that the connection is lost and the request leaves once it is back (a polite status), or that it failed (an alert).
 * The status region is always rendered so screen readers announce the change.
 */
export function FormSubmitStatus({ submitter, failedMessage, className }: FormSubmitStatusProps) {
  const { t } = useTranslation('ui');
  return (
    <>
      {/* Always there, so the change is announced; styled only when it says something. */}
      <p role="status" className={submitter.waitingForNetwork ? className : undefined}>
        {submitter.waitingForNetwork ? t('form.offline') : ''}
      </p>
      {submitter.failed ? (
        <p role="alert" className={className}>
          {failedMessage ?? t('form.failed')}
        </p>
      ) : null}
    </>
  );
}
