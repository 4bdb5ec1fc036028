import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';

import { AlertDialog } from '@/components/ui/alert-dialog';
import { NativeSelect } from '@/components/ui/native-select';
import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { Spinner } from '@/components/ui/spinner';
import { TextArea } from '@/components/ui/text-area';
import { toast } from '@/components/ui/toast-store';
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
import { TemplateSummary } from './template-summary';

/**
 * /booking/share-booking-template (issue 16 section 1): pick one of the user's templates (`?template=`), add
 * colleagues by user ID or e-mail (spec 5 list rules: utils/share-recipients; the server refuses anyone outside the
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
      {list.isPending ? <Spinner label={t('loading')} /> : null}
      {list.isError ? (
        <QueryErrorFallback
          message={t('load-error')}
          retrying={list.isFetching}
          onRetry={() => {
            void list.refetch();
          }}
        />
      ) : null}
      {list.data && items.length === 0 ? (
        <div className={styles.empty} role="status">
          <p>
            {t('share.empty')} <Link to={paths.myBookingTemplates.href()}>{t('my.title')}</Link>
          </p>
        </div>
      ) : null}
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

function ShareForm({ userId, template }: { userId: string; template: BookingTemplate }) {
  const { t } = useTranslation('booking-templates');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<ShareRecipientError[]>([]);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const share = useShareBookingTemplate(userId);
  const existing = template.sharedWith.flatMap((user) => [user.userId, user.email]);

  const errorText = (error: ShareRecipientError) =>
    error.key === 'email-error-max-length'
      ? t('share.error-max', { value: error.value, max: error.max })
      : error.key === 'email-error-email-exists'
        ? t('share.error-duplicate', { value: error.value })
        : t('share.error-format', { value: error.value });

  const messages = [...errors.map(errorText), ...serverErrors];
  return (
    <form
      noValidate
      className={styles.shareForm}
      aria-label={t('share.form-label')}
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = parseShareRecipients(text, existing, template.sharedWith.length);
        setErrors(parsed.errors);
        setServerErrors([]);
        if (parsed.errors.length > 0) return;
        if (parsed.recipients.length === 0) {
          setServerErrors([t('share.error-empty')]);
          return;
        }
        share.mutate(
          { id: template.id, recipients: parsed.recipients },
          {
            onSuccess: (changed) => {
              setText('');
              toast.show({ type: 'success', title: t('share.shared', { name: changed.name }) });
            },
            onError: (error) => {
              const fieldErrors = toFormFieldErrors(error);
              setServerErrors(
                fieldErrors.length > 0
                  ? fieldErrors.map((fieldError) => {
                      const index = Number(
                        /\[(\d+)\]/.exec(fieldError.name)?.[1] ?? /\.(\d+)$/.exec(fieldError.name)?.[1],
                      );
                      return t('share.error-not-colleague', { value: parsed.recipients[index] ?? '' });
                    })
                  : [t('share.error-failed')],
              );
            },
          },
        );
      }}
    >
      <TextArea
        label={t('share.recipients')}
        description={t('share.recipients-hint', { max: TEMPLATE_SHARE_MAX })}
        value={text}
        rows={3}
        error={messages.length > 0 ? messages.join(' ') : undefined}
        onChange={(event) => {
          setText(event.target.value);
        }}
      />
      <button type="submit" className="button button-primary" disabled={share.isPending}>
        {t('share.add')}
      </button>
    </form>
  );
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
              <button
                type="button"
                className="button"
                onClick={() => {
                  setRevoking(user);
                }}
              >
                {t('share.revoke')}
                <span className="visually-hidden">: {user.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <AlertDialog
        open={revoking !== null}
        onOpenChange={(open) => {
          if (!open) setRevoking(null);
        }}
        title={t('share.revoke-title')}
        description={t('share.revoke-description', { name: revoking?.name ?? '', template: template.name })}
        confirmLabel={t('share.revoke')}
        cancelLabel={t('cancel')}
        onConfirm={() => {
          if (!revoking) return;
          revoke.mutate(
            { id: template.id, colleagueId: revoking.userId },
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
