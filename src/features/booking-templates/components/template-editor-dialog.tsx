import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { NativeSelect } from '@/components/ui/native-select';
import { TextField } from '@/components/ui/text-field';
import {
  type BookingTemplate,
  TEMPLATE_NAME_MAX_LENGTH,
  type TemplateFields,
  templateFieldsSchema,
  type TemplateParty,
} from '@/domain/booking-template/template-contract';
import { CONTAINER_SIZE_TYPE_CODES, type ContainerSizeTypeCode } from '@/domain/container/container-size-types';

import styles from './booking-templates.module.css';

/** The editor's flat text state. */
interface EditorState {
  name: string;
  originCode: string;
  originName: string;
  destinationCode: string;
  destinationName: string;
  receiptTypeAtOrigin: 'CY' | 'SD';
  deliveryTypeAtDestination: 'CY' | 'SD';
  shipperName: string;
  shipperCity: string;
  shipperCountry: string;
  consigneeName: string;
  consigneeCity: string;
  consigneeCountry: string;
  sizeType: ContainerSizeTypeCode;
  units: string;
  weightKg: string;
  commodityType: string;
  hsCode: string;
  remarks: string;
}

function stateOf(template: BookingTemplate | null): EditorState {
  const fields = template?.fields ?? {};
  const line = fields.requestedEquipments?.[0];
  return {
    name: template?.name ?? '',
    originCode: fields.origin?.code ?? '',
    originName: fields.origin?.name ?? '',
    destinationCode: fields.destination?.code ?? '',
    destinationName: fields.destination?.name ?? '',
    receiptTypeAtOrigin: fields.receiptTypeAtOrigin ?? 'CY',
    deliveryTypeAtDestination: fields.deliveryTypeAtDestination ?? 'CY',
    shipperName: fields.shipper?.partyName ?? '',
    shipperCity: fields.shipper?.city ?? '',
    shipperCountry: fields.shipper?.countryCode ?? '',
    consigneeName: fields.consignee?.partyName ?? '',
    consigneeCity: fields.consignee?.city ?? '',
    consigneeCountry: fields.consignee?.countryCode ?? '',
    sizeType: line?.ISOEquipmentCode ?? '42G1',
    units: line?.units ?? '1',
    weightKg: line?.cargoGrossWeight.value ?? '',
    commodityType: line?.commodityType ?? '',
    hsCode: line?.hsCode ?? '',
    remarks: fields.remarks ?? '',
  };
}

const emptyParty: TemplateParty = {
  partyName: '',
  street: '',
  city: '',
  countryCode: '',
  contactName: '',
  email: '',
  phone: '',
};

/**
 * The fields of the edited state over the template's own (what the editor does not show, e.g. a party's street, notify
 * parties or further equipment lines, stays as it was). An emptied route end or party is left out.
 */
function fieldsOf(state: EditorState, before: TemplateFields): TemplateFields {
  const party = (old: TemplateParty | undefined, name: string, city: string, country: string) =>
    name.trim()
      ? { ...emptyParty, ...old, partyName: name.trim(), city: city.trim(), countryCode: country.trim().toUpperCase() }
      : undefined;
  const location = (code: string, name: string) =>
    code.trim() ? { code: code.trim().toUpperCase(), name: name.trim() || code.trim().toUpperCase() } : undefined;
  const otherLines = before.requestedEquipments?.slice(1) ?? [];
  const fields: TemplateFields = {
    ...before,
    origin: location(state.originCode, state.originName),
    destination: location(state.destinationCode, state.destinationName),
    receiptTypeAtOrigin: state.receiptTypeAtOrigin,
    deliveryTypeAtDestination: state.deliveryTypeAtDestination,
    shipper: party(before.shipper, state.shipperName, state.shipperCity, state.shipperCountry),
    consignee: party(before.consignee, state.consigneeName, state.consigneeCity, state.consigneeCountry),
    requestedEquipments: [
      {
        ISOEquipmentCode: state.sizeType,
        units: state.units.trim(),
        cargoGrossWeight: { value: state.weightKg.trim(), unit: 'KGM' },
        commodityType: state.commodityType.trim(),
        hsCode: state.hsCode.trim(),
      },
      ...otherLines,
    ],
    remarks: state.remarks.trim() || undefined,
  };
  // Undefined entries (an emptied route end or party) are left out on the wire (JSON).
  return fields;
}

/** Props of {@link TemplateEditorDialog}. */
export interface TemplateEditorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The template edited, or null to create one from scratch. */
  template: BookingTemplate | null;
  /** Saves name and fields; resolves when saved (the dialog then closes), rejects to keep it open. */
  onSave: (name: string, fields: TemplateFields) => Promise<unknown>;
  saving: boolean;
  failed: boolean;
}

/**
 * Creates a template from scratch or edits one: name, route and terms, shipper and consignee,
 * the first equipment line with its cargo, remarks. Checked with the contract's schema before it is sent.
 */
export function TemplateEditorDialog({
  open,
  onOpenChange,
  template,
  onSave,
  saving,
  failed,
}: TemplateEditorDialogProps) {
  const { t } = useTranslation('booking-templates');
  const [state, setState] = useState(() => stateOf(template));
  const [errors, setErrors] = useState<Partial<Record<keyof EditorState, string>>>({});

  const text = (key: keyof EditorState, label: string, extra: { required?: boolean; maxLength?: number } = {}) => (
    <TextField
      label={label}
      value={state[key]}
      error={errors[key]}
      {...extra}
      onChange={(event) => {
        setState((current) => ({ ...current, [key]: event.target.value }));
        setErrors((current) => ({ ...current, [key]: undefined }));
      }}
    />
  );

  const submit = () => {
    const next: Partial<Record<keyof EditorState, string>> = {};
    if (state.name.trim() === '') next.name = t('name-required');
    const fields = fieldsOf(state, template?.fields ?? {});
    const parsed = templateFieldsSchema.safeParse(fields);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [head] = issue.path;
        if (head === 'origin') next.originCode = t('errors.location');
        else if (head === 'destination') next.destinationCode = t('errors.location');
        else if (head === 'requestedEquipments') next.units = t('errors.equipment');
        else next.remarks = t('errors.invalid');
      }
    }
    if (!/^\d{1,4}$/.test(state.units.trim()) || Number(state.units) < 1) next.units = t('errors.units');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    void onSave(state.name.trim(), fields).then(
      () => {
        onOpenChange(false);
      },
      // The dialog stays open and says it failed (`failed`).
      () => undefined,
    );
  };

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
        <>
          <Button
            onClick={() => {
              onOpenChange(false);
            }}
          >
            {t('cancel')}
          </Button>
          <Button type="submit" form="template-editor" variant="primary" busy={saving}>
            {t('save')}
          </Button>
        </>
      }
    >
      <form
        id="template-editor"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
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
              value={state.receiptTypeAtOrigin}
              onChange={(event) => {
                setState((current) => ({ ...current, receiptTypeAtOrigin: event.target.value as 'CY' | 'SD' }));
              }}
            />
            <NativeSelect
              label={t('fields.deliveryTypeAtDestination')}
              options={terms}
              value={state.deliveryTypeAtDestination}
              onChange={(event) => {
                setState((current) => ({ ...current, deliveryTypeAtDestination: event.target.value as 'CY' | 'SD' }));
              }}
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
              value={state.sizeType}
              onChange={(event) => {
                setState((current) => ({ ...current, sizeType: event.target.value as ContainerSizeTypeCode }));
              }}
            />
            {text('units', t('editor.units'), { required: true, maxLength: 4 })}
            {text('weightKg', t('editor.weight'), { maxLength: 12 })}
            {text('commodityType', t('commodity'))}
            {text('hsCode', t('editor.hs-code'), { maxLength: 10 })}
          </div>
        </fieldset>
        {text('remarks', t('fields.remarks'), { maxLength: 1000 })}
        {failed ? (
          <p role="alert" className={styles.error}>
            {t('save-error')}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
