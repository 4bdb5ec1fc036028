import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';

import { LeaveGuard } from '@/components/leave-guard';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { NativeSelect } from '@/components/ui/native-select';
import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { Spinner } from '@/components/ui/spinner';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import type { HouseBlTemplate } from '@/domain/documentation/house-bl-template-contract';
import {
  houseBlTemplateQueries,
  useDeleteHouseBlTemplate,
  useSaveHouseBlTemplate,
} from '@/domain/documentation/house-bl-template-queries';
import { PACKAGE_CODES } from '@/domain/documentation/si-contract';
import { useSession } from '@/domain/session/session-store';
import { ApiError } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';

import {
  emptyTemplateValues,
  houseBlTemplateFormSchema,
  type HouseBlTemplateFormValues,
  templateInputOf,
  type TemplatePartyValues,
  templateValuesOf,
} from './house-bl-template-form';
import styles from './house-bl-templates-page.module.css';

/**
 * /documentation/create-new-house-bl-template (issue 17 section 5): a forwarder's house B/L templates: the list
 * (search, edit, delete with confirmation, an empty state that says what to do) and, with `?template=new` or
 * `?template={id}`, the form that creates or edits one. The SI form fills a house B/L from a template. Login required.
 */
export function HouseBlTemplatesPage() {
  const { t } = useTranslation('house-bl');
  const [searchParams] = useSearchParams();
  const editing = searchParams.get('template');
  const userId = useSession((state) => (state.status === 'loggedIn' ? (state.user?.userId ?? '') : ''));
  const query = useQuery({ ...houseBlTemplateQueries.list(userId), enabled: userId !== '' });
  useDocumentTitle(t('title'));

  let body;
  if (query.isError) {
    body = (
      <QueryErrorFallback
        message={t('load-error')}
        retrying={query.isFetching}
        onRetry={() => {
          void query.refetch();
        }}
      />
    );
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
        <Link className="button button-primary" to={paths.houseBlTemplates.href('new')}>
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
                  <dd>{template.updatedDateTime.slice(0, 10)}</dd>
                </div>
              </dl>
              <div className={styles.actions}>
                <Link className="button" to={paths.houseBlTemplates.href(template.templateId)}>
                  {t('edit-short')}
                  <span className="visually-hidden"> {template.templateName}</span>
                </Link>
                <button
                  type="button"
                  className="button"
                  onClick={() => {
                    setDeleting(template);
                  }}
                >
                  {t('delete-short')}
                  <span className="visually-hidden"> {template.templateName}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <AlertDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t('delete-title', { name: deleting?.templateName ?? '' })}
        description={t('delete-description')}
        confirmLabel={t('delete-confirm')}
        cancelLabel={t('cancel')}
        onConfirm={() => {
          const template = deleting;
          if (!template) return;
          remove.mutate(template.templateId, {
            onSuccess: () => {
              toast.show({ type: 'success', title: t('deleted', { name: template.templateName }) });
            },
            onError: () => {
              toast.show({ type: 'error', title: t('delete-failed', { name: template.templateName }) });
            },
          });
        }}
      />
    </>
  );
}

const PARTIES = ['shipper', 'consignee', 'notifyParty'] as const;

function TemplateEditor({ userId, template }: { userId: string; template: HouseBlTemplate | undefined }) {
  const { t } = useTranslation('house-bl');
  const navigate = useNavigate();
  const save = useSaveHouseBlTemplate(userId);
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit, formState, setError, control } = useForm<HouseBlTemplateFormValues>({
    defaultValues: template ? templateValuesOf(template) : emptyTemplateValues(),
    resolver: zodResolver(houseBlTemplateFormSchema) as never,
  });
  const isToOrder = useWatch({ control, name: 'isToOrder' });
  // Back to the list once saved, after the leave guard has seen that nothing is left unsaved.
  useEffect(() => {
    if (saved) void navigate(paths.houseBlTemplates.href());
  }, [saved, navigate]);
  const errorOf = (path: string): string | undefined => {
    const node = path.split('.').reduce<unknown>((current, step) => {
      if (typeof current !== 'object' || current === null) return undefined;
      return (current as Record<string, unknown>)[step];
    }, formState.errors) as { message?: string } | undefined;
    return node?.message ? t(node.message) : undefined;
  };

  const onValid = (values: HouseBlTemplateFormValues) => {
    const input = templateInputOf(values);
    save.mutate(
      { ...(template ? { id: template.templateId } : {}), input },
      {
        onSuccess: (result) => {
          setSaved(true);
          toast.show({ type: 'success', title: t('saved', { name: result.templateName }) });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'NAME_TAKEN') {
            setError('templateName', { message: 'errors.name-taken' }, { shouldFocus: true });
          } else {
            toast.show({ type: 'error', title: t('save-failed') });
          }
        },
      },
    );
  };

  return (
    <form noValidate className={styles.form} onSubmit={(event) => void handleSubmit(onValid)(event)}>
      <LeaveGuard when={formState.isDirty && !saved} />
      <h2>{template ? t('edit-title', { name: template.templateName }) : t('new-title')}</h2>
      <TextField
        label={t('fields.templateName')}
        required
        error={errorOf('templateName')}
        {...register('templateName')}
      />
      <label className={styles.checkbox}>
        <input type="checkbox" {...register('isToOrder')} /> {t('fields.isToOrder')}
      </label>
      {PARTIES.filter((party) => !(party === 'consignee' && isToOrder)).map((party) => (
        <fieldset key={party} className={styles.party}>
          <legend>{t(`fields.${party}`)}</legend>
          <TextField
            label={t('fields.party.partyName')}
            required={party === 'shipper' || (party === 'consignee' && !isToOrder)}
            autoComplete="off"
            error={errorOf(`${party}.partyName`)}
            {...register(`${party}.partyName`)}
          />
          <TextField label={t('fields.party.street')} autoComplete="off" {...register(`${party}.street`)} />
          <div className={styles.row}>
            <TextField label={t('fields.party.city')} autoComplete="off" {...register(`${party}.city`)} />
            <TextField label={t('fields.party.postCode')} autoComplete="off" {...register(`${party}.postCode`)} />
            <TextField
              label={t('fields.party.countryCode')}
              autoComplete="off"
              maxLength={2}
              error={errorOf(`${party}.countryCode`)}
              {...register(`${party}.countryCode`)}
            />
          </div>
          <div className={styles.row}>
            <TextField label={t('fields.party.contactName')} autoComplete="off" {...register(`${party}.contactName`)} />
            <TextField label={t('fields.party.phone')} type="tel" autoComplete="off" {...register(`${party}.phone`)} />
            <TextField
              label={t('fields.party.email')}
              type="email"
              autoComplete="off"
              error={errorOf(`${party}.email`)}
              {...register(`${party}.email`)}
            />
          </div>
        </fieldset>
      ))}
      <TextArea
        label={t('fields.descriptionOfGoods')}
        required
        error={errorOf('descriptionOfGoods')}
        {...register('descriptionOfGoods')}
      />
      <div className={styles.row}>
        <TextField
          label={t('fields.hsCodes')}
          required
          description={t('hints.hs')}
          error={errorOf('hsCodes')}
          {...register('hsCodes')}
        />
        <NativeSelect
          label={t('fields.packageCode')}
          options={Object.keys(PACKAGE_CODES).map((code) => ({ value: code, label: code }))}
          {...register('packageCode')}
        />
      </div>
      <TextArea label={t('fields.shippingMarks')} error={errorOf('shippingMarks')} {...register('shippingMarks')} />
      <div className={styles.actions}>
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {t('save')}
        </button>
        <Link className="button" to={paths.houseBlTemplates.href()}>
          {t('cancel')}
        </Link>
      </div>
    </form>
  );
}
