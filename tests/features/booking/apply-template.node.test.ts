import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { TemplateFields } from '@/domain/booking-template/template-contract';
import { TEMPLATE_FIELD_NAMES } from '@/domain/booking-template/template-contract';
import {
  applyTemplate,
  applyTemplateToQuickDetails,
  editedTemplateFields,
  TEMPLATE_FORM_PATHS,
} from '@/features/booking/utils/apply-template';
import { type BookingFormValues, emptyBookingForm } from '@/features/booking/utils/booking-form-values';

const company = { companyName: 'Hanil Electronics Co., Ltd.', countryCode: 'KR' };

const template: TemplateFields = {
  origin: { code: 'KRPUS', name: 'Busan' },
  destination: { code: 'NLRTM', name: 'Rotterdam' },
  consignee: {
    partyName: 'Hanil Europe B.V.',
    street: 'High Tech Campus 9',
    city: 'Eindhoven',
    countryCode: 'NL',
    contactName: 'Daan de Vries',
    email: '',
    phone: '',
  },
  requestedEquipments: [
    {
      ISOEquipmentCode: '45G1',
      units: '2',
      cargoGrossWeight: { value: '14000', unit: 'KGM' },
      commodityType: 'Electronic integrated circuits',
      hsCode: '854231',
    },
  ],
  remarks: 'Keep dry',
};

function form(): BookingFormValues {
  return { ...emptyBookingForm(company), cargoReadyDate: '2026-12-01' };
}

describe('applyTemplate', () => {
  it('fills every field the template holds on an untouched form, and nothing else', () => {
    const before = form();
    const { values, replaced, kept } = applyTemplate(before, {}, template);
    expect(replaced).toEqual(['origin', 'destination', 'consignee', 'requestedEquipments', 'remarks']);
    expect(kept).toEqual([]);
    expect(values.origin).toEqual({ code: 'KRPUS', name: 'Busan' });
    expect(values.documentParties.consignee.partyName).toBe('Hanil Europe B.V.');
    expect(values.requestedEquipments).toHaveLength(1);
    expect(values.requestedEquipments[0]).toMatchObject({ ISOEquipmentCode: '45G1', units: '2', hsCode: '854231' });
    expect(values.remarks).toBe('Keep dry');
    // Not in the template: the shipper prefill, the date, the sailing, the terms stay as they were.
    expect(values.documentParties.shipper).toEqual(before.documentParties.shipper);
    expect(values.cargoReadyDate).toBe('2026-12-01');
    expect(values.sailing).toBeNull();
    expect(values.freightPaymentTermCode).toBe('PRE');
    expect(before.origin).toBeNull();
  });

  it('keeps a field the user changed and names it; replaces it when called again without dirty flags', () => {
    const edited = { ...form(), remarks: 'My own remark' };
    const dirty = { remarks: true, documentParties: { consignee: { city: true } } };
    edited.documentParties.consignee.city = 'Venlo';
    const first = applyTemplate(edited, dirty, template);
    expect(first.kept).toEqual(['consignee', 'remarks']);
    expect(first.values.remarks).toBe('My own remark');
    expect(first.values.documentParties.consignee.city).toBe('Venlo');
    expect(first.values.origin?.code).toBe('KRPUS');

    const confirmed = applyTemplate(edited, {}, template);
    expect(confirmed.kept).toEqual([]);
    expect(confirmed.values.remarks).toBe('Keep dry');
  });

  it('never overwrites a changed field and touches no field outside the template (property)', () => {
    const names = fc.subarray([...TEMPLATE_FIELD_NAMES]);
    fc.assert(
      fc.property(names, names, fc.string(), (held, dirtyNames, remark) => {
        const partial = Object.fromEntries(
          held.filter((name) => template[name] !== undefined).map((name) => [name, template[name]]),
        ) as TemplateFields;
        const before = { ...form(), remarks: remark };
        const dirty = Object.fromEntries(
          dirtyNames.map((name) => [TEMPLATE_FORM_PATHS[name].split('.').at(-1) ?? name, true]),
        );
        const dirtyFlags = {
          ...dirty,
          documentParties: Object.fromEntries(
            dirtyNames
              .filter((name) => name === 'shipper' || name === 'consignee' || name === 'notifyParties')
              .map((name) => [name, true]),
          ),
        };
        const { values, replaced, kept } = applyTemplate(before, dirtyFlags, partial);
        for (const name of TEMPLATE_FIELD_NAMES) {
          const path = TEMPLATE_FORM_PATHS[name].split('.');
          const read = (source: BookingFormValues): unknown =>
            path.reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], source);
          if (partial[name] === undefined || kept.includes(name)) expect(read(values)).toEqual(read(before));
          if (dirtyNames.includes(name) && replaced.includes(name)) {
            // Only a changed field that already equals the template's value counts as replaced.
            expect(read(values)).toEqual(read(before));
          }
        }
        expect(values.cargoReadyDate).toBe(before.cargoReadyDate);
        expect(values.sailing).toBe(before.sailing);
      }),
    );
  });
});

describe('applyTemplateToQuickDetails', () => {
  const details = {
    sizeType: '45G1' as const,
    units: '',
    commodity: '',
    hsCode: '',
    weight: '',
    weightUnit: 'KGM' as const,
    contractKind: 'serviceContract' as const,
    contractNumber: '',
  };

  it('fills the first equipment line and the service contract, and keeps what the user changed', () => {
    const withContract = { ...template, serviceContractReference: 'SC-KR-2026-0042' };
    const fresh = applyTemplateToQuickDetails(details, {}, withContract);
    expect(fresh.values).toMatchObject({
      units: '2',
      commodity: 'Electronic integrated circuits',
      hsCode: '854231',
      weight: '14000',
      contractNumber: 'SC-KR-2026-0042',
    });
    expect(fresh.kept).toEqual([]);
    const edited = applyTemplateToQuickDetails({ ...details, units: '5' }, { units: true }, withContract);
    expect(edited.kept).toEqual(['units']);
    expect(edited.values.units).toBe('5');
    expect(edited.values.commodity).toBe('Electronic integrated circuits');
  });
});

describe('editedTemplateFields', () => {
  it('counts a value restored from a draft (not dirty, but not the fresh form’s) as the user’s', () => {
    const blank = form();
    const restored = { ...form(), remarks: 'From my draft', destination: { code: 'DEHAM', name: 'Hamburg' } };
    const flags = editedTemplateFields(restored, {}, blank);
    expect(flags).toEqual({ destination: true, remarks: true });
    const { kept, values } = applyTemplate(restored, flags, template);
    expect(kept).toEqual(['destination', 'remarks']);
    expect(values.remarks).toBe('From my draft');
    // The shipper prefill is the fresh form's: not the user's, the template may fill it.
    expect(editedTemplateFields(blank, {}, blank)).toEqual({});
  });
});
