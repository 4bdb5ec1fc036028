import { describe, expect, it } from 'vitest';

import { isValidContainerNumber } from '@/domain/container/container-number';
import { isPackageCode, PACKAGE_CODES } from '@/domain/documentation/si-codes-contract';
import { shippingInstructionsRequestSchema, siSummaryStatusOf } from '@/domain/documentation/si-contract';
import { WEIGHT_TOLERANCE } from '@/domain/documentation/si-rules-contract';
import { weightsAddUp } from '@/domain/documentation/si-rules-contract';

import { createShippingInstructionsRequest } from '../../../mocks/documentation/factories';

function issuePaths(si: unknown): string[] {
  const result = shippingInstructionsRequestSchema.safeParse(si);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

describe('ISO 6346 container numbers', () => {
  it('accepts CSQU3054383 and rejects a wrong check digit', () => {
    expect(isValidContainerNumber('CSQU3054383')).toBe(true);
    expect(isValidContainerNumber('CSQU3054384')).toBe(false);
  });

  it('flags a container number with a wrong check digit in the SI at its path', () => {
    const si = createShippingInstructionsRequest();
    si.utilizedTransportEquipments[0]!.equipment.equipmentReference = 'CSQU3054384';
    expect(issuePaths(si)).toContain('utilizedTransportEquipments.0.equipment.equipmentReference');
  });
});

describe('SI business checks', () => {
  it('accepts a complete SI with two containers', () => {
    expect(issuePaths(createShippingInstructionsRequest())).toEqual([]);
  });

  it('requires a seal per container', () => {
    const si = createShippingInstructionsRequest();
    si.utilizedTransportEquipments[1]!.seals = [];
    expect(issuePaths(si)).toEqual(['utilizedTransportEquipments.1.seals']);
  });

  it('accepts only Rec. 21 package codes from the exported list', () => {
    expect(PACKAGE_CODES.CT).toBe('Carton');
    expect(isPackageCode('PX')).toBe(true);
    expect(isPackageCode('ZZ')).toBe(false);
    const si = createShippingInstructionsRequest();
    si.consignmentItems[0]!.cargoItems[0]!.outerPackaging.packageCode = 'ZZ';
    expect(issuePaths(si)).toEqual(['consignmentItems.0.cargoItems.0.outerPackaging.packageCode']);
  });

  it('needs HS codes of 6 to 10 digits and a description of goods', () => {
    const si = createShippingInstructionsRequest();
    si.consignmentItems[0]!.HSCodes = ['8708'];
    si.consignmentItems[0]!.descriptionOfGoods = [];
    expect(issuePaths(si).sort()).toEqual(['consignmentItems.0.HSCodes.0', 'consignmentItems.0.descriptionOfGoods']);
    si.consignmentItems[0]!.HSCodes = ['8708993000'];
    si.consignmentItems[0]!.descriptionOfGoods = ['Brake discs'];
    expect(issuePaths(si)).toEqual([]);
  });

  it('keeps container weights within the stated tolerance of the cargo total', () => {
    expect(WEIGHT_TOLERANCE).toEqual({ ratio: 0.005, minimumKg: 1 });
    expect(weightsAddUp(12000, [6000, 6060])).toBe(true); // 60 kg = 0.5 %
    expect(weightsAddUp(12000, [6000, 6061])).toBe(false);
    expect(weightsAddUp(100, [101])).toBe(true); // 1 kg floor
    expect(weightsAddUp(100, [101.5])).toBe(false);
    const si = createShippingInstructionsRequest();
    si.utilizedTransportEquipments[0]!.cargoGrossWeight = { value: 13000, unit: 'KGM' };
    expect(issuePaths(si)).toEqual(['utilizedTransportEquipments.0.cargoGrossWeight']);
  });

  it('converts pounds before adding up', () => {
    const si = createShippingInstructionsRequest();
    si.utilizedTransportEquipments[1]!.cargoGrossWeight = { value: 17637, unit: 'LBR' }; // 8000 kg
    expect(issuePaths(si)).toEqual([]);
  });

  it('rejects cargo in a container the SI does not declare', () => {
    const si = createShippingInstructionsRequest();
    si.consignmentItems[0]!.cargoItems[1]!.equipmentReference = 'CSQU3054383';
    expect(issuePaths(si)).toContain('utilizedTransportEquipments.1.equipment');
  });

  it('needs a consignee unless to order, and an ICS2 filing for EU-bound cargo', () => {
    const si = createShippingInstructionsRequest();
    delete si.documentParties.consignee;
    expect(issuePaths(si)).toEqual(['documentParties.consignee']);
    si.isToOrder = true;
    expect(issuePaths(si)).toEqual([]);
    si.isCargoDeliveredInICS2Zone = true;
    expect(issuePaths(si)).toEqual(['advanceManifestFilings']);
    si.advanceManifestFilings = [{ manifestTypeCode: 'ENS', countryCode: 'NL' }];
    expect(issuePaths(si)).toEqual([]);
  });
});

describe('siSummaryStatusOf', () => {
  it('maps DCSA statuses to the summary tiles', () => {
    expect(siSummaryStatusOf(undefined, undefined)).toBe('NOT_SUBMITTED');
    expect(siSummaryStatusOf({}, undefined)).toBe('SUBMITTED');
    expect(siSummaryStatusOf({}, 'DRAFT')).toBe('DRAFT_TO_REVIEW');
    expect(siSummaryStatusOf({ updatedShippingInstructionsStatus: 'UPDATE_RECEIVED' }, 'DRAFT')).toBe(
      'CORRECTION_PENDING',
    );
    expect(siSummaryStatusOf({}, 'APPROVED')).toBe('APPROVED');
    expect(siSummaryStatusOf({}, 'ISSUED')).toBe('ISSUED');
    expect(siSummaryStatusOf({}, 'SURRENDERED_FOR_DELIVERY')).toBe('SURRENDERED');
  });
});
