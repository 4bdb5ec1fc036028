import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';

import { Button, buttonClassName } from '@/components/ui/button';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import type { HouseBlTemplate } from '@/domain/documentation/house-bl-template-contract';
import { houseBlTemplateQueries, useDeleteHouseBlTemplate } from '@/domain/documentation/house-bl-template-queries';
import { useCurrentUserId } from '@/domain/session/session-store';
import { formatDate } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useUserTimeZone } from '@/lib/user-time-zone';

import { TemplateEditor } from './house-bl-template-editor';
import type { TemplatePartyValues } from './house-bl-template-form';
import styles from './house-bl-templates-page.module.css';

/**
 * /documentation/create-new-house-bl-template: a forwarder's house B/L templates: the list
 * (search, edit, delete with confirmation, an empty state that says what to do) and, with `?template=new` or
 * `?template={id}`, the form that creates or edits one. The SI form fills a house B/L from a template. Login required.
 */
export function HouseBlTemplatesPage() {
  const { t } = useTranslation('house-bl');
  const [searchParams] = useSearchParams();
  const editing = searchParams.get('template');
  const userId = useCurrentUserId() ?? '';
  const query = useQuery({ ...houseBlTemplateQueries.list(userId), enabled: userId !== '' });
  useDocumentTitle(t('title'));

  let body;
  if (query.isError) {
    body = <QueryErrorFallback message={t('load-error')} query={query} />;
  } else if (!query.data) {
    body = <Spinner label={t('loading')} />;
  } else if (editing !== null) {
    const template = query.data.find((candidate) => candidate.templateId === editing);
    body =
      editing === 'new' || template ? (
        <TemplateEditor key={editing} userId={userId} template={template} />
      ) : (
        <p>
          {t('not-found')} <Link to={paths.houseBlTemplates.href()}>{t('back')}</Link>
        </p>
      );
  } else {
    body = <TemplateList userId={userId} templates={query.data} />;
  }

  return (
    <section aria-labelledby="house-bl-title" className={styles.page}>
      <h1 id="house-bl-title">{t('title')}</h1>
      {body}
    </section>
  );
}

function partySummary(party: TemplatePartyValues | undefined): string {
  return party
    ? [party.partyName, [party.city, party.countryCode].filter(Boolean).join(', ')].filter(Boolean).join(', ')
    : '';
}

function TemplateList({ userId, templates }: { userId: string; templates: HouseBlTemplate[] }) {
  const { t } = useTranslation('house-bl');
  const timeZone = useUserTimeZone();
  const [search, setSearch] = useState('');
  const [deleting, setDeleting] = useState<HouseBlTemplate | null>(null);
  const remove = useDeleteHouseBlTemplate(userId);
  const needle = search.trim().toLocaleLowerCase();
  const shown = needle
    ? templates.filter((template) =>
        [
          template.templateName,
          template.shipper.partyName,
          template.consignee?.partyName ?? '',
          template.descriptionOfGoods,
        ]
          .join(' ')
          .toLocaleLowerCase()
          .includes(needle),
      )
    : templates;

  return (
    <>
      <p className={styles.intro}>{t('intro')}</p>
      <div className={styles.toolbar}>
        <Link className={buttonClassName('primary')} to={paths.houseBlTemplates.href('new')}>
          {t('new')}
        </Link>
        {templates.length > 0 ? (
          <TextField
            label={t('search')}
            type="search"
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
            }}
          />
        ) : null}
      </div>
      <p role="status" className={styles.count}>
        {needle
          ? t('shown', { count: shown.length, total: templates.length })
          : t('count', { count: templates.length })}
      </p>
      {templates.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : shown.length === 0 ? (
        <p className={styles.empty}>{t('no-match', { q: search.trim() })}</p>
      ) : (
        <ul className={styles.list}>
          {shown.map((template) => (
            <li key={template.templateId} className={styles.card}>
              <h2 className={styles.cardTitle}>{template.templateName}</h2>
              <dl className={styles.facts}>
                <div>
                  <dt>{t('fields.shipper')}</dt>
                  <dd>{partySummary(template.shipper)}</dd>
                </div>
                <div>
                  <dt>{t('fields.consignee')}</dt>
                  <dd>{template.isToOrder ? t('to-order') : partySummary(template.consignee)}</dd>
                </div>
                <div>
                  <dt>{t('fields.descriptionOfGoods')}</dt>
                  <dd>
                    {template.descriptionOfGoods} (HS {template.HSCodes.join(', ')})
                  </dd>
                </div>
                <div>
                  <dt>{t('updated')}</dt>
                  <dd>{formatDate(new Date(template.updatedDateTime), timeZone)}</dd>
                </div>
              </dl>
              <div className={styles.actions}>
                <Link className={buttonClassName('secondary')} to={paths.houseBlTemplates.href(template.templateId)}>
                  {t('edit-short')}
                  <span className="visually-hidden"> {template.templateName}</span>
                </Link>
                <Button
                  onClick={() => {
                    setDeleting(template);
                  }}
                >
                  {t('delete-short')}
                  <span className="visually-hidden"> {template.templateName}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDeleteDialog
        subject={deleting}
        onDismiss={() => {
          setDeleting(null);
        }}
        title={(template) => t('delete-title', { name: template.templateName })}
        description={() => t('delete-description')}
        confirmLabel={t('delete-confirm')}
        cancelLabel={t('cancel')}
        onDelete={(template) => remove.mutateAsync(template.templateId)}
        doneMessage={(template) => t('deleted', { name: template.templateName })}
        failedMessage={(template) => t('delete-failed', { name: template.templateName })}
      />
    </>
  );
}
