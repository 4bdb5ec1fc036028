import { type FieldErrors, type Path, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Dialog } from '@/components/ui/dialog';
import { encodeIssues } from '@/components/ui/field-issue';
import { FormSubmitStatus } from '@/components/ui/form-submit-status';
import { NativeSelect } from '@/components/ui/native-select';
import { TextField } from '@/components/ui/text-field';
import { useFormSubmit } from '@/components/ui/use-form-submit';
import {
  type BookingTemplate,
  TEMPLATE_NAME_MAX_LENGTH,
  type TemplateFields,
} from '@/domain/booking-template/template-contract';
import { TEMPLATE_NAME_ISSUES } from '@/domain/booking-template/template-name-form';
import { useCreateBookingTemplate, useUpdateBookingTemplate } from '@/domain/booking-template/template-queries';
import { CONTAINER_SIZE_TYPE_CODES } from '@/domain/container/container-size-types';

import { editorIssues, type EditorState, fieldsOf, stateOf } from '../utils/template-editor-form';
import styles from './booking-templates.module.css';
import { SaveDialogFooter } from './save-dialog-footer';

/** Props of {@link TemplateEditorDialog}. */
export interface TemplateEditorDialogProps {
  userId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The template edited, or null to create one from scratch. */
  template: BookingTemplate | null;
  /** Called with the saved template (`created`: it is a new one); the dialog closes. */
  onSaved: (saved: BookingTemplate, created: boolean) => void;
}

interface SaveTemplate {
  name: string;
  fields: TemplateFields;
}

/** The editor's checks as react-hook-form's resolver: issue keys of the booking-templates namespace per field. */
function editorResolver(before: TemplateFields): Resolver<EditorState> {
  return (values) => {
    const issues = Object.entries(editorIssues(values, before));
    if (issues.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(issues.map(([field, message]) => [field, { type: 'validate', message }]));
    return { values: {}, errors: errors as FieldErrors<EditorState> };
  };
}

/**
 * Creates a template from scratch or edits one: name, route and terms, shipper and consignee,
 * the first equipment line with its cargo, remarks. Checked with the contract's schema before it is sent; errors
 * clear as soon as the field is right; a refused name shows at the name field; while the connection is lost the
 * save waits and the dialog says so (the form kit).
 */
export function TemplateEditorDialog({ userId, open, onOpenChange, template, onSaved }: TemplateEditorDialogProps) {
  const { t } = useTranslation('booking-templates');
  const before = template?.fields ?? {};
  const form = useForm<EditorState>({ defaultValues: stateOf(template), resolver: editorResolver(before) });
  const { register, handleSubmit, formState, getFieldState } = form;
  const create = useCreateBookingTemplate(userId);
  const update = useUpdateBookingTemplate(userId);
  // The templates' API takes no Idempotency-Key; create or update behind the one form.
  const submitter = useFormSubmit<EditorState, SaveTemplate, BookingTemplate, SaveTemplate>({
    form,
    mutation: {
      mutate: (body, callbacks) => {
        if (template) update.mutate({ id: template.id, body }, callbacks);
        else create.mutate(body, callbacks);
      },
      isPending: create.isPending || update.isPending,
      isPaused: create.isPaused || update.isPaused,
    },
    variables: (body) => body,
    // Only a refused name has a field here; anything else is the failure message beside Save.
    fieldName: (name) => (name === 'name' ? 'name' : null),
    fieldMessage: (message) => encodeIssues([{ key: 'name-refused', values: { message } }]),
    onSuccess: (saved) => {
      onSaved(saved, template === null);
      onOpenChange(false);
    },
  });

  const handleSave = handleSubmit((state) => {
    submitter.submit({ name: state.name.trim(), fields: fieldsOf(state, before) });
  });

  const text = (name: Path<EditorState>, label: string, extra: { required?: boolean; maxLength?: number } = {}) => (
    <TextField
      label={label}
      error={getFieldState(name, formState).error}
      issueText={TEMPLATE_NAME_ISSUES}
      {...extra}
      {...register(name)}
    />
  );
  const terms = [
    { value: 'CY', label: t('terms.CY') },
    { value: 'SD', label: t('terms.SD') },
  ];
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={template ? t('editor.edit-title', { name: template.name }) : t('editor.create-title')}
      size="lg"
      footer={
        <SaveDialogFooter
          formId="template-editor"
          busy={submitter.pending}
          onCancel={() => {
            onOpenChange(false);
          }}
        />
      }
    >
      <form id="template-editor" noValidate onSubmit={(event) => void handleSave(event)}>
        {text('name', t('name'), { required: true, maxLength: TEMPLATE_NAME_MAX_LENGTH })}
        <fieldset className={styles.fieldset}>
          <legend>{t('editor.route')}</legend>
          <div className={styles.grid}>
            {text('originCode', t('editor.origin-code'), { maxLength: 5 })}
            {text('originName', t('editor.origin-name'))}
            {text('destinationCode', t('editor.destination-code'), { maxLength: 5 })}
            {text('destinationName', t('editor.destination-name'))}
            <NativeSelect
              label={t('fields.receiptTypeAtOrigin')}
              options={terms}
              {...register('receiptTypeAtOrigin')}
            />
            <NativeSelect
              label={t('fields.deliveryTypeAtDestination')}
              options={terms}
              {...register('deliveryTypeAtDestination')}
            />
          </div>
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>{t('editor.parties')}</legend>
          <div className={styles.grid}>
            {text('shipperName', t('editor.shipper-name'))}
            {text('shipperCity', t('editor.shipper-city'))}
            {text('shipperCountry', t('editor.shipper-country'), { maxLength: 2 })}
            {text('consigneeName', t('editor.consignee-name'))}
            {text('consigneeCity', t('editor.consignee-city'))}
            {text('consigneeCountry', t('editor.consignee-country'), { maxLength: 2 })}
          </div>
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>{t('editor.cargo')}</legend>
          <div className={styles.grid}>
            <NativeSelect
              label={t('editor.size-type')}
              options={CONTAINER_SIZE_TYPE_CODES.map((code) => ({ value: code, label: code }))}
              {...register('sizeType')}
            />
            {text('units', t('editor.units'), { required: true, maxLength: 4 })}
            {text('weightKg', t('editor.weight'), { maxLength: 12 })}
            {text('commodityType', t('commodity'))}
            {text('hsCode', t('editor.hs-code'), { maxLength: 10 })}
          </div>
        </fieldset>
        {text('remarks', t('fields.remarks'), { maxLength: 1000 })}
        <FormSubmitStatus submitter={submitter} failedMessage={t('save-error')} className={styles.error} />
      </form>
    </Dialog>
  );
}
