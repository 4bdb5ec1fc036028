/*
 * The SI's code lists (DCSA eBL 3.0.4, shared/reference/dcsa/EBL_v3.0.4.yaml; the package codes are UN/ECE
 * Recommendation 21). Part of the SI contract (si-contract.ts); the status code lists are in si-list-contract.ts.
 */

/** DCSA `updatedShippingInstructionsStatus`: the latest amendment of an SI. */
export const UPDATED_SHIPPING_INSTRUCTIONS_STATUSES = [
  'UPDATE_RECEIVED',
  'UPDATE_CONFIRMED',
  'UPDATE_CANCELLED',
  'UPDATE_DECLINED',
] as const;
export type UpdatedShippingInstructionsStatus = (typeof UPDATED_SHIPPING_INSTRUCTIONS_STATUSES)[number];

/** DCSA transportDocumentTypeCode: bill of lading, sea waybill. */
export const TRANSPORT_DOCUMENT_TYPE_CODES = ['BOL', 'SWB'] as const;
/** DCSA freightPaymentTermCode: prepaid, collect. */
export const FREIGHT_PAYMENT_TERM_CODES = ['PRE', 'COL'] as const;
/** DCSA Seal.source: carrier, shipper, veterinary, customs. */
export const SEAL_SOURCES = ['CAR', 'SHI', 'VET', 'CUS'] as const;

/**
 * UN/ECE Recommendation 21 package codes the portal offers (a subset of annex VI, the ones ocean cargo uses most),
 * code -> English name (the form shows the translated name; the code goes on the wire as `packageCode`).
 */
export const PACKAGE_CODES: Readonly<Record<string, string>> = {
  BA: 'Barrel',
  BE: 'Bundle',
  BG: 'Bag',
  BX: 'Box',
  CA: 'Can, rectangular',
  CR: 'Crate',
  CS: 'Case',
  CT: 'Carton',
  CY: 'Cylinder',
  DR: 'Drum',
  JR: 'Jar',
  PK: 'Package',
  PL: 'Pail',
  PX: 'Pallet',
  RL: 'Reel',
  RO: 'Roll',
  SA: 'Sack',
  TN: 'Tin',
};

/** Whether `code` is one of the Rec. 21 {@link PACKAGE_CODES} the portal accepts. */
export function isPackageCode(code: string): boolean {
  return Object.prototype.hasOwnProperty.call(PACKAGE_CODES, code);
}
