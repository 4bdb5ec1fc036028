import { describe, expect, it } from 'vitest';

import { shippingInstructionsRequestSchema } from '@/domain/documentation/si-contract';
import { siDiff } from '@/features/documentation/si-form/si-diff';
import { linesOf, toShippingInstructionsRequest } from '@/features/documentation/si-form/si-form-mapping';
import { siFormSchema } from '@/features/documentation/si-form/si-form-schema';
import { emptySiContainerRow, emptySiParty, type SiFormValues } from '@/features/documentation/si-form/si-form-values';

function filledForm(): SiFormValues {
  return {
    carrierBookingReference: 'PUSB10000005',
    transportDocumentTypeCode: 'BOL',
    isElectronic: false,
    isToOrder: false,
    freightPaymentTermCode: 'PRE',
    numberOfOriginalsWithCharges: '3',
    numberOfCopiesWithoutCharges: '2',
    shipper: {
      ...emptySiParty(),
      partyName: 'Hanil Electronics Co., Ltd.',
      street: 'Jungang-daero 79',
      city: 'Busan',
      countryCode: 'kr',
    },
    consignee: { ...emptySiParty(), partyName: 'Lindqvist Consumer Electronics B.V.' },
    endorsee: emptySiParty(),
    notifyParty: emptySiParty(),
    contactName: 'Min-jun Kim',
    contactEmail: 'minjun.kim@hanil-elec.co.kr',
    contactPhone: '',
    descriptionOfGoods: 'Electronic integrated circuits',
    hsCodes: '854231, 854232',
    shippingMarks: 'HANIL / HAMBURG / 1-200',
    cargoGrossWeightTotalKg: '20000',
    containers: [
      {
        ...emptySiContainerRow(),
        containerNumber: 'csqu 305438-3',
        isoEquipmentCode: '45G1',
        sealNumber: 'SL100234',
        numberOfPackages: '120',
        cargoGrossWeightKg: '12000',
        tareWeightKg: '3900',
      },
      {
        ...emptySiContainerRow(),
        containerNumber: 'ONEU1234566',
        isoEquipmentCode: '22G1',
        sealNumber: 'SL100235',
        packageCode: 'PX',
        numberOfPackages: '10',
        cargoGrossWeightKg: '8000',
        tareWeightKg: '2200',
        cargoGrossVolumeM3: '28.5',
      },
    ],
    ics2FiledBy: 'CARRIER',
    ics2SelfFilerCode: '',
    hasHouseBls: false,
    houseBls: [],
  };
}

describe('SI form mapping', () => {
  it('turns accepted form values into a DCSA request the carrier accepts', () => {
    const values = filledForm();
    expect(siFormSchema.safeParse(values).success).toBe(true);
    const request = toShippingInstructionsRequest(values, true);
    expect(shippingInstructionsRequestSchema.safeParse(request).success).toBe(true);
    expect(request.utilizedTransportEquipments.map((ute) => ute.equipment.equipmentReference)).toEqual([
      'CSQU3054383',
      'ONEU1234566',
    ]);
    expect(request.consignmentItems[0]?.HSCodes).toEqual(['854231', '854232']);
    expect(request.consignmentItems[0]?.cargoItems[1]?.cargoGrossVolume).toEqual({ value: 28.5, unit: 'MTQ' });
    expect(request.documentParties.shipper.address?.countryCode).toBe('KR');
    expect(request.advanceManifestFilings?.[0]?.advanceManifestFilingsHouseBLPerformedBy).toBe('CARRIER');
    expect(request.documentParties.notifyParties).toBeUndefined();
  });

  it('refuses a wrong check digit with the expected digit, duplicates, missing seals and bad HS codes', () => {
    const values = filledForm();
    values.containers[0]!.containerNumber = 'CSQU3054384';
    values.containers[1]!.sealNumber = ' ';
    values.hsCodes = '8542';
    const issues = siFormSchema.safeParse(values).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['containers.0.containerNumber', 'errors.check-digit:3'],
        ['containers.1.sealNumber', 'errors.seal'],
        ['hsCodes', 'errors.hs'],
      ]),
    );
    const twice = filledForm();
    twice.containers[1]!.containerNumber = 'CSQU3054383';
    expect(siFormSchema.safeParse(twice).error?.issues.map((issue) => issue.message)).toEqual(['errors.duplicate:1']);
  });
});

describe('linesOf (DCSA 35-character lines of goods and marks)', () => {
  it('wraps at spaces, keeps the user’s line breaks and cuts a word longer than a line', () => {
    expect(linesOf('LCD MONITORS 27 INCH, PACKED IN CARTONS ON 20 PALLETS')).toEqual([
      'LCD MONITORS 27 INCH, PACKED IN',
      'CARTONS ON 20 PALLETS',
    ]);
    expect(linesOf('HANBIT\nROTTERDAM\r\nC/NO. 1-UP')).toEqual(['HANBIT', 'ROTTERDAM', 'C/NO. 1-UP']);
    expect(linesOf(`PO ${'9'.repeat(40)}`)).toEqual(['PO', '9'.repeat(35), '99999']);
    expect(linesOf('  ')).toEqual([]);
  });

  it('makes a long description a request the carrier accepts', () => {
    const values = {
      ...filledForm(),
      descriptionOfGoods: 'ELECTRONIC INTEGRATED CIRCUITS, PROCESSORS AND CONTROLLERS',
    };
    const request = toShippingInstructionsRequest(values, false);
    expect(request.consignmentItems[0]?.descriptionOfGoods).toEqual([
      'ELECTRONIC INTEGRATED CIRCUITS,',
      'PROCESSORS AND CONTROLLERS',
    ]);
    expect(shippingInstructionsRequestSchema.safeParse(request).success).toBe(true);
  });
});

describe('weight total', () => {
  const issueOn = (values: SiFormValues) => {
    const result = siFormSchema.safeParse(values);
    return result.success
      ? undefined
      : result.error.issues.find((issue) => issue.path.join('.') === 'cargoGrossWeightTotalKg')?.message;
  };

  it('accepts container weights adding up to the total within 0.5 % (at least 1 kg)', () => {
    // 12,000 + 8,000 = 20,000 kg; 0.5 % of 20,050 is 100.25 kg.
    expect(issueOn({ ...filledForm(), cargoGrossWeightTotalKg: '20000' })).toBeUndefined();
    expect(issueOn({ ...filledForm(), cargoGrossWeightTotalKg: '20100' })).toBeUndefined();
    expect(issueOn({ ...filledForm(), cargoGrossWeightTotalKg: '19900.5' })).toBeUndefined();
    // Small totals: the 1 kg floor.
    const small = filledForm();
    small.containers = small.containers.map((row) => ({ ...row, cargoGrossWeightKg: '50' }));
    expect(issueOn({ ...small, cargoGrossWeightTotalKg: '101' })).toBeUndefined();
    expect(issueOn({ ...small, cargoGrossWeightTotalKg: '101.5' })).toBe('errors.weight-sum:100');
  });

  it('refuses a total the containers do not add up to, saying what they add up to', () => {
    expect(issueOn({ ...filledForm(), cargoGrossWeightTotalKg: '20101' })).toBe('errors.weight-sum:20000');
    expect(issueOn({ ...filledForm(), cargoGrossWeightTotalKg: '18000' })).toBe('errors.weight-sum:20000');
    expect(issueOn({ ...filledForm(), cargoGrossWeightTotalKg: '' })).toBe('errors.weight-total');
  });

  it('leaves the sum alone while a container weight is itself wrong (that row has its message)', () => {
    const values = filledForm();
    values.containers = values.containers.map((row, index) => (index === 0 ? { ...row, cargoGrossWeightKg: '' } : row));
    expect(issueOn({ ...values, cargoGrossWeightTotalKg: '99999' })).toBeUndefined();
  });
});

describe('amendment diff', () => {
  it('lists the fields that changed, rows matched by container number', () => {
    const before = filledForm();
    const after = filledForm();
    after.consignee.partyName = 'Lindqvist Electronics B.V.';
    after.containers[1]!.sealNumber = 'SL100299';
    after.containers[0]!.containerNumber = 'CSQU3054383'; // the same container, written differently
    after.containers.push({ ...emptySiContainerRow(), containerNumber: 'TGHU1234563' });
    expect(siDiff(before, after)).toEqual([
      {
        field: 'fields.consignee.partyName',
        before: 'Lindqvist Consumer Electronics B.V.',
        after: 'Lindqvist Electronics B.V.',
      },
      { field: 'fields.container.sealNumber', container: 'ONEU1234566', before: 'SL100235', after: 'SL100299' },
      { field: 'fields.container.added', container: 'TGHU1234563', before: '', after: 'TGHU1234563' },
    ]);
    expect(siDiff(before, filledForm())).toEqual([]);
    const fewer = filledForm();
    fewer.containers.pop();
    expect(siDiff(before, fewer)).toEqual([
      { field: 'fields.container.removed', container: 'ONEU1234566', before: 'ONEU1234566', after: '' },
    ]);
  });
});
