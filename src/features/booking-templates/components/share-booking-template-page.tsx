import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { FormSubmitStatus } from '@/components/ui/form-submit-status';
import { NativeSelect } from '@/components/ui/native-select';
import { SubjectAlertDialog } from '@/components/ui/subject-alert-dialog';
import { TextArea } from '@/components/ui/text-area';
import { toast } from '@/components/ui/toast-store';
import { useFormSubmit } from '@/components/ui/use-form-submit';
import { paths } from '@/config/paths';
import {
  type BookingTemplate,
  TEMPLATE_SHARE_MAX,
  type TemplateUser,
} from '@/domain/booking-template/template-contract';
import {
  templateQueries,
  useRevokeBookingTemplateShare,
  useShareBookingTemplate,
} from '@/domain/booking-template/template-queries';
import { toFormFieldErrors } from '@/lib/api-field-errors';
import { useDocumentTitle } from '@/lib/use-document-title';

import { parseShareRecipients, type ShareRecipientError } from '../utils/share-recipients';
import styles from './booking-templates.module.css';
import { TemplateListStatus } from './template-list-status';
import { TemplateSummary } from './template-summary';

/**
 * /booking/share-booking-template: pick one of the user's templates (`?template=`), add
 * colleagues by user ID or e-mail (docs/requirements.md §5 list rules: utils/share-recipients; the server refuses anyone outside the
 * user's company), see who has it and revoke after a confirmation.
 */
export function ShareBookingTemplatePage({ userId }: { userId: string }) {
  const { t } = useTranslation('booking-templates');
  useDocumentTitle(t('share.title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const list = useQuery(templateQueries.list(userId, { scope: 'mine' }));
  const items = list.data?.items ?? [];
  const wanted = searchParams.get('template');
  const template = items.find((item) => item.id === wanted) ?? items[0];

  return (
    <section aria-labelledby="share-title" className={styles.page}>
      <h1 id="share-title">{t('share.title')}</h1>
      <p className={styles.intro}>{t('share.intro', { max: TEMPLATE_SHARE_MAX })}</p>
      <TemplateListStatus
        list={list}
        empty={
          <p>
            {t('share.empty')} <Link to={paths.myBookingTemplates.href()}>{t('my.title')}</Link>
          </p>
        }
      />
      {template ? (
        <>
          <NativeSelect
            label={t('share.template')}
            options={items.map((item) => ({ value: item.id, label: item.name }))}
            value={template.id}
            onChange={(event) => {
              setSearchParams({ template: event.target.value }, { replace: true });
            }}
          />
          <TemplateSummary template={template} userId={userId} />
          <ShareForm key={template.id} userId={userId} template={template} />
          <SharedWith userId={userId} template={template} />
        </>
      ) : null}
    </section>
  );
}

/** What the share form sends: the parsed recipients (user IDs or e-mails). */
interface ShareRequest {
  recipients: string[];
}

function ShareForm({ userId, template }: { userId: string; template: BookingTemplate }) {
  const { t } = useTranslation('booking-templates');
  const form = useForm<{ recipients: string }>({ defaultValues: { recipients: '' } });
  // What is wrong with the list, in the order typed: the form's own checks, or the server's refusal per recipient.
  const [messages, setMessages] = useState<string[]>([]);
  const existing = template.sharedWith.flatMap((user) => [user.userId, user.email]);
  // The recipients of the last press, to name those the server refused ($.recipients[i]).
  const [submitted, setSubmitted] = useState<string[]>([]);
  const submitter = useFormSubmit({
    form,
    mutation: useShareBookingTemplate(userId),
    variables: ({ recipients }: ShareRequest) => ({ id: template.id, recipients }),
    onSuccess: (changed) => {
      form.reset({ recipients: '' });
      toast.show({ type: 'success', title: t('share.shared', { name: changed.name }) });
    },
    onError: (error) => {
      const refused = notColleagues(error, submitted);
      if (refused.length === 0) return undefined;
      setMessages(refused.map((value) => t('share.error-not-colleague', { value })));
      form.setFocus('recipients');
      return true;
    },
  });

  const errorText = (error: ShareRecipientError) =>
    error.key === 'email-error-max-length'
      ? t('share.error-max', { value: error.value, max: error.max })
      : error.key === 'email-error-email-exists'
        ? t('share.error-duplicate', { value: error.value })
        : t('share.error-format', { value: error.value });

  const handleSubmit = form.handleSubmit(({ recipients: text }) => {
    const parsed = parseShareRecipients(text, existing, template.sharedWith.length);
    setMessages(parsed.errors.map(errorText));
    if (parsed.errors.length > 0) return;
    if (parsed.recipients.length === 0) {
      setMessages([t('share.error-empty')]);
      return;
    }
    setSubmitted(parsed.recipients);
    submitter.submit({ recipients: parsed.recipients });
  });

  return (
    <form
      noValidate
      className={styles.shareForm}
      aria-label={t('share.form-label')}
      onSubmit={(event) => void handleSubmit(event)}
    >
      <TextArea
        label={t('share.recipients')}
        description={t('share.recipients-hint', { max: TEMPLATE_SHARE_MAX })}
        rows={3}
        error={messages.length > 0 ? messages.join(' ') : undefined}
        {...form.register('recipients')}
      />
      <FormSubmitStatus submitter={submitter} failedMessage={t('share.error-failed')} className={styles.error} />
      <Button type="submit" variant="primary" busy={submitter.pending}>
        {t('share.add')}
      </Button>
    </form>
  );
}

/** The recipients a refusal names (400, a field error at `$.recipients[i]` per one outside the company). */
function notColleagues(error: unknown, recipients: readonly string[]): string[] {
  return toFormFieldErrors(error).flatMap((fieldError) => {
    const index = /^recipients\.(\d+)$/.exec(fieldError.name)?.[1];
    return index === undefined ? [] : [recipients[Number(index)] ?? ''];
  });
}

function SharedWith({ userId, template }: { userId: string; template: BookingTemplate }) {
  const { t } = useTranslation('booking-templates');
  const [revoking, setRevoking] = useState<TemplateUser | null>(null);
  const revoke = useRevokeBookingTemplateShare(userId);
  return (
    <section aria-labelledby="shared-with-title">
      <h2 id="shared-with-title">{t('share.who-has-it')}</h2>
      {template.sharedWith.length === 0 ? (
        <p role="status">{t('share.nobody')}</p>
      ) : (
        <ul className={styles.list}>
          {template.sharedWith.map((user) => (
            <li key={user.userId} className={styles.card}>
              <span>
                {user.name} ({user.userId}, {user.email})
              </span>
              <Button
                onClick={() => {
                  setRevoking(user);
                }}
              >
                {t('share.revoke')}
                <span className="visually-hidden">: {user.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <SubjectAlertDialog
        subject={revoking}
        onDismiss={() => {
          setRevoking(null);
        }}
        title={() => t('share.revoke-title')}
        description={(user) => t('share.revoke-description', { name: user.name, template: template.name })}
        confirmLabel={t('share.revoke')}
        cancelLabel={t('cancel')}
        onConfirm={(user) => {
          revoke.mutate(
            { id: template.id, colleagueId: user.userId },
            {
              onError: () => {
                toast.show({ type: 'error', title: t('share.error-failed') });
              },
            },
          );
        }}
      />
    </section>
  );
}
