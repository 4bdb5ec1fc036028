import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { AlertDialog } from '@/components/ui/alert-dialog';
import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import { bookingRequestHref } from '@/domain/booking/booking-request-url';
import type { BookingTemplate } from '@/domain/booking-template/template-contract';
import {
  templateQueries,
  useCreateBookingTemplate,
  useDeleteBookingTemplate,
  useUpdateBookingTemplate,
} from '@/domain/booking-template/template-queries';
import { useDocumentTitle } from '@/lib/use-document-title';

import styles from './booking-templates.module.css';
import { FromBookingDialog } from './from-booking-dialog';
import { RenameDialog } from './rename-dialog';
import { TemplateEditorDialog } from './template-editor-dialog';
import { TemplateSummary } from './template-summary';

type Open =
  | { kind: 'create' }
  | { kind: 'from-booking' }
  | { kind: 'edit' | 'rename' | 'delete'; template: BookingTemplate }
  | null;

/**
 * /booking/my-booking-template (issue 16 section 1): the user's own templates. Create from scratch (a form with the
 * template's fields) or from one of their bookings, rename, edit, share (link to the share page), delete after a
 * confirmation. The list loads afresh on every visit and on window focus (template-queries).
 */
export function MyBookingTemplatesPage({ userId }: { userId: string }) {
  const { t } = useTranslation('booking-templates');
  useDocumentTitle(t('my.title'));
  const list = useQuery(templateQueries.list(userId, { scope: 'mine' }));
  const [open, setOpen] = useState<Open>(null);
  const create = useCreateBookingTemplate(userId);
  const update = useUpdateBookingTemplate(userId);
  const remove = useDeleteBookingTemplate(userId);
  const close = (next: boolean) => {
    if (!next) setOpen(null);
  };

  return (
    <section aria-labelledby="my-templates-title" className={styles.page}>
      <h1 id="my-templates-title">{t('my.title')}</h1>
      <p className={styles.intro}>{t('my.intro')}</p>
      <div className={styles.toolbar}>
        <button
          type="button"
          className="button button-primary"
          onClick={() => {
            create.reset();
            setOpen({ kind: 'create' });
          }}
        >
          {t('my.create')}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            create.reset();
            setOpen({ kind: 'from-booking' });
          }}
        >
          {t('my.create-from-booking')}
        </button>
        <Link className="button" to={paths.bookingTemplates.href()}>
          {t('usable.title')}
        </Link>
      </div>
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
      {list.data && list.data.items.length === 0 ? (
        <div className={styles.empty} role="status">
          <p>{t('my.empty')}</p>
        </div>
      ) : null}
      {list.data && list.data.items.length > 0 ? (
        <ul className={styles.list} aria-label={t('my.list-label')}>
          {list.data.items.map((template) => (
            <li key={template.id} className={styles.card}>
              <div>
                <h2>{template.name}</h2>
                <TemplateSummary template={template} userId={userId} />
              </div>
              <div className={styles.actions} role="group" aria-label={template.name}>
                <Link className="button button-primary" to={bookingRequestHref({ template: template.id })}>
                  {t('use')}
                </Link>
                <button
                  type="button"
                  className="button"
                  onClick={() => {
                    update.reset();
                    setOpen({ kind: 'rename', template });
                  }}
                >
                  {t('my.rename')}
                </button>
                <button
                  type="button"
                  className="button"
                  onClick={() => {
                    update.reset();
                    setOpen({ kind: 'edit', template });
                  }}
                >
                  {t('my.edit')}
                </button>
                <Link className="button" to={paths.shareBookingTemplate.href(template.id)}>
                  {t('my.share')}
                </Link>
                <button
                  type="button"
                  className="button"
                  onClick={() => {
                    remove.reset();
                    setOpen({ kind: 'delete', template });
                  }}
                >
                  {t('my.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}

      {open?.kind === 'create' || open?.kind === 'edit' ? (
        <TemplateEditorDialog
          open
          onOpenChange={close}
          template={open.kind === 'edit' ? open.template : null}
          saving={create.isPending || update.isPending}
          failed={create.isError || update.isError}
          onSave={(name, fields) =>
            open.kind === 'edit'
              ? update.mutateAsync({ id: open.template.id, body: { name, fields } })
              : create.mutateAsync({ name, fields }).then((template) => {
                  toast.show({ type: 'success', title: t('saved', { name: template.name }) });
                })
          }
        />
      ) : null}
      {open?.kind === 'from-booking' ? (
        <FromBookingDialog
          userId={userId}
          open
          onOpenChange={close}
          saving={create.isPending}
          failed={create.isError}
          onCreate={(name, bookingReference) =>
            create.mutateAsync({ name, bookingReference }).then((template) => {
              toast.show({ type: 'success', title: t('saved', { name: template.name }) });
            })
          }
        />
      ) : null}
      {open?.kind === 'rename' ? (
        <RenameDialog
          open
          onOpenChange={close}
          template={open.template}
          saving={update.isPending}
          failed={update.isError}
          onRename={(name) => update.mutateAsync({ id: open.template.id, body: { name } })}
        />
      ) : null}
      <AlertDialog
        open={open?.kind === 'delete'}
        onOpenChange={close}
        title={t('my.delete-title')}
        description={t('my.delete-description', { name: open?.kind === 'delete' ? open.template.name : '' })}
        confirmLabel={t('my.delete')}
        cancelLabel={t('cancel')}
        onConfirm={() => {
          if (open?.kind !== 'delete') return;
          const { template } = open;
          remove.mutate(template.id, {
            onSuccess: () => {
              toast.show({ type: 'success', title: t('my.deleted', { name: template.name }) });
            },
            onError: () => {
              toast.show({ type: 'error', title: t('my.delete-error') });
            },
          });
        }}
      />
    </section>
  );
}
