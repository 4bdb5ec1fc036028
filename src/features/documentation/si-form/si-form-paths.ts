import type { Path } from 'react-hook-form';

import type { SiFormValues } from './si-form-values';

/**
 * The form field of a server error's path (the DCSA paths of the request, si-form-mapping.ts -> the form's fields),
 * or null when no field shows it (the form's general message does).
 */
export function formPathOf(name: string): Path<SiFormValues> | null {
  const parts = name.split('.');
  const index = parts[1];
  if (parts[0] === 'utilizedTransportEquipments' && index !== undefined) {
    if (parts.includes('equipmentReference')) return `containers.${Number(index)}.containerNumber`;
    if (parts.includes('seals')) return `containers.${Number(index)}.sealNumber`;
    if (parts.includes('cargoGrossWeight')) return `containers.${Number(index)}.cargoGrossWeightKg`;
    if (parts.includes('tareWeight')) return `containers.${Number(index)}.tareWeightKg`;
  }
  if (parts[0] === 'consignmentItems') {
    if (parts.includes('HSCodes')) return 'hsCodes';
    if (parts.includes('descriptionOfGoods')) return 'descriptionOfGoods';
    if (parts.includes('shippingMarks')) return 'shippingMarks';
  }
  if (parts[0] === 'documentParties' && parts[1] === 'consignee') return 'consignee.partyName';
  if (parts[0] === 'advanceManifestFilings') return 'ics2FiledBy';
  return null;
}
