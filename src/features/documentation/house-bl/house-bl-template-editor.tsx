import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { type FieldPath, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';

import { LeaveGuard } from '@/components/leave-guard';
import { Button, buttonClassName } from '@/components/ui/button';
import { FormSubmitStatus } from '@/components/ui/form-submit-status';
import { NativeSelect } from '@/components/ui/native-select';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast-store';
import { useFormSubmit } from '@/components/ui/use-form-submit';
import { paths } from '@/config/paths';
import type { HouseBlTemplate, HouseBlTemplateInput } from '@/domain/documentation/house-bl-template-contract';
import { useSaveHouseBlTemplate } from '@/domain/documentation/house-bl-template-queries';
import { PACKAGE_CODES } from '@/domain/documentation/si-codes-contract';
import { ApiError } from '@/lib/api-error';

import {
  emptyTemplateValues,
  houseBlTemplateFormSchema,
  type HouseBlTemplateFormValues,
  templateInputOf,
  templateValuesOf,
} from './house-bl-template-form';
import styles from './house-bl-templates-page.module.css';

const PARTIES = ['shipper', 'consignee', 'notifyParty'] as const;

/** One save: an update when `id` is given, else a new template. */
interface SaveVariables {
  id?: string;
  input: HouseBlTemplateInput;
}

/**
 * The form that creates a house B/L template (`template` undefined) or edits one: name, to order, shipper, consignee
 * (hidden when to order), notify party, goods, HS codes, package code, marks; a taken name shows at the field; leaving
 * with unsaved changes asks first; saved, it returns to the list.
 */
export function TemplateEditor({ userId, template }: { userId: string; template: HouseBlTemplate | undefined }) {
  const { t } = useTranslation('house-bl');
  const navigate = useNavigate();
  const save = useSaveHouseBlTemplate(userId);
  const [saved, setSaved] = useState(false);
  const form = useForm<HouseBlTemplateFormValues>({
    defaultValues: template ? templateValuesOf(template) : emptyTemplateValues(),
    resolver: zodResolver(houseBlTemplateFormSchema) as never,
  });
  const { register, handleSubmit, formState, setError, control, getFieldState } = form;
  // The templates' API takes no Idempotency-Key; a taken name shows at the field, any other failure as a toast.
  const submitter = useFormSubmit<HouseBlTemplateFormValues, HouseBlTemplateInput, HouseBlTemplate, SaveVariables>({
    form,
    mutation: save,
    variables: (input) => ({ ...(template ? { id: template.templateId } : {}), input }),
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
      return true;
    },
  });
  const isToOrder = useWatch({ control, name: 'isToOrder' });
  // Back to the list once saved, after the leave guard has seen that nothing is left unsaved.
  useEffect(() => {
    if (saved) void navigate(paths.houseBlTemplates.href());
  }, [saved, navigate]);
  const errorOf = (path: FieldPath<HouseBlTemplateFormValues>): string | undefined => {
    const message = getFieldState(path, formState).error?.message;
    if (!message) return undefined;
    // A message may carry its limit after a colon ('errors.too-long:70' -> "At most 70 characters.").
    const [key = message, value = ''] = message.split(':');
    return t(key, { value });
  };

  const onValid = (values: HouseBlTemplateFormValues) => {
    submitter.submit(templateInputOf(values));
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
        <Button type="submit" variant="primary" busy={submitter.pending}>
          {t('save')}
        </Button>
        <Link className={buttonClassName('secondary')} to={paths.houseBlTemplates.href()}>
          {t('cancel')}
        </Link>
      </div>
      <FormSubmitStatus submitter={submitter} />
    </form>
  );
}
