import { describe, expect, it } from 'vitest';

import { fieldMessage } from '@/features/documentation/si-form/field-message';
import { siFormSchema } from '@/features/documentation/si-form/si-form-schema';
import { emptySiParty } from '@/features/documentation/si-form/si-form-values';
import { createI18n } from '@/lib/i18n';

import enSiForm from '../../../src/locales/en/si-form.json';

const i18n = createI18n('en', { 'si-form': enSiForm });

/** The message shown at `path` when the form holds `changes` (other fields as the form starts). */
function messageAt(path: string, changes: Record<string, unknown>): string | undefined {
  const result = siFormSchema.safeParse({
    carrierBookingReference: 'ONEYSEL123456',
    transportDocumentTypeCode: 'BOL',
    isElectronic: false,
    isToOrder: true,
    freightPaymentTermCode: 'PRE',
    numberOfOriginalsWithCharges: '',
    numberOfCopiesWithoutCharges: '',
    shipper: {
      partyName: 'Hanbit',
      street: '',
      city: '',
      postCode: '',
      countryCode: '',
      contactName: '',
      phone: '',
      email: '',
    },
    consignee: emptySiParty(),
    endorsee: emptySiParty(),
    notifyParty: emptySiParty(),
    contactName: 'Mina Park',
    contactEmail: 'mina@example.com',
    contactPhone: '',
    descriptionOfGoods: 'DRAM modules',
    hsCodes: '854232',
    shippingMarks: 'HANBIT 1-120',
    cargoGrossWeightTotalKg: '1',
    containers: [],
    ics2FiledBy: '',
    ics2SelfFilerCode: '',
    hasHouseBls: false,
    houseBls: [],
    ...changes,
  });
  const issue = result.error?.issues.find((candidate) => candidate.path.join('.') === path);
  return fieldMessage(i18n.t, issue?.message);
}

describe('SI form messages state their rule', () => {
  it('says "At most 35 characters." for a contact name that is too long, not "Too long."', () => {
    expect(messageAt('contactName', { contactName: 'x'.repeat(36) })).toBe('At most 35 characters.');
  });

  it('says "At most 500 characters." for marks that are too long', () => {
    expect(messageAt('shippingMarks', { shippingMarks: 'x'.repeat(501) })).toBe('At most 500 characters.');
  });

  it('says "At most 70 characters." for a shipper name that is too long', () => {
    const shipper = {
      partyName: 'x'.repeat(71),
      street: '',
      city: '',
      postCode: '',
      countryCode: '',
      contactName: '',
      phone: '',
      email: '',
    };
    expect(messageAt('shipper.partyName', { shipper })).toBe('At most 70 characters.');
  });
});
