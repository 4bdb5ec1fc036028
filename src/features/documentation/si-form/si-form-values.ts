/*
 * The SI form's values: what react-hook-form holds while the user types, as strings (inputs give
 * strings; empty means "not given"). `toShippingInstructionsRequest` (si-form-mapping.ts) turns them into DCSA's
 * CreateShippingInstructions (domain/documentation/si-contract.ts) and `siFormValuesOf` the other way round.
 *
 * Decided (docs/requirements.md has no rule; DCSA allows several items): one consignment item per SI in the form (one description of goods, HS codes, marks)
 * that all containers carry; each container row is one cargo item of it. Shared by three parts of the page: the
 * parties and cargo (si-form/), the container rows with import (si-form/containers/) and the house B/Ls
 * (features/documentation/house-bl/). Add fields; do not rename these.
 */

/** One party on the SI (DCSA DocumentParty, address flattened). */
export interface SiPartyValues {
  partyName: string;
  street: string;
  city: string;
  postCode: string;
  countryCode: string;
  contactName: string;
  phone: string;
  email: string;
}

/** One container row: a DCSA UtilizedTransportEquipment with the one cargo item stuffed into it. Weights in kg. */
export interface SiContainerRow {
  /** ISO 6346 container number, e.g. CSQU3054383 (checked with domain/container/container-number). */
  containerNumber: string;
  /** ISO 6346 size-type code, e.g. 42G1 (domain/container/container-size-types). */
  isoEquipmentCode: string;
  /** Seal number (DCSA Seal.number, 1-15 characters); at least one per container. */
  sealNumber: string;
  /** UN/ECE Rec. 21 package code (si-contract PACKAGE_CODES). */
  packageCode: string;
  /** Number of packages, integer >= 1. */
  numberOfPackages: string;
  /** Cargo gross weight in kg (DCSA cargoGrossWeight, unit KGM). */
  cargoGrossWeightKg: string;
  /** Tare weight in kg (DCSA tareWeight, unit KGM). */
  tareWeightKg: string;
  /** Cargo gross volume in m³ (DCSA cargoGrossVolume, unit MTQ); optional. */
  cargoGrossVolumeM3: string;
  /** Shipper-owned container (SOC). */
  isShipperOwned: boolean;
}

/** One house B/L of a forwarder's SI (DCSA HouseBillOfLading, the fields the portal asks for). */
export interface SiHouseBlValues {
  houseBillOfLadingReference: string;
  isToOrder: boolean;
  shipper: SiPartyValues;
  consignee: SiPartyValues;
  notifyParty: SiPartyValues;
  descriptionOfGoods: string;
  hsCode: string;
  shippingMarks: string;
  numberOfPackages: string;
  packageCode: string;
  cargoGrossWeightKg: string;
  /** The SI's container that carries this house B/L's cargo (one of the container rows' numbers). */
  containerNumber: string;
}

/** The whole SI form. */
export interface SiFormValues {
  carrierBookingReference: string;
  transportDocumentTypeCode: 'BOL' | 'SWB';
  isElectronic: boolean;
  isToOrder: boolean;
  freightPaymentTermCode: 'PRE' | 'COL';
  numberOfOriginalsWithCharges: string;
  numberOfCopiesWithoutCharges: string;
  shipper: SiPartyValues;
  consignee: SiPartyValues;
  endorsee: SiPartyValues;
  notifyParty: SiPartyValues;
  /** Contact for the documentation desk (DCSA partyContactDetails[0]). */
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  descriptionOfGoods: string;
  /** HS codes, 6 to 10 digits each, comma-separated as typed. */
  hsCodes: string;
  shippingMarks: string;
  /**
   * The consignment's total cargo gross weight in kg as the shipper declares it (prefilled from the booking); the
   * containers' cargo weights must add up to it within si-contract WEIGHT_TOLERANCE. A form check only: DCSA's SI
   * carries the weights per cargo item.
   */
  cargoGrossWeightTotalKg: string;
  containers: SiContainerRow[];
  /** ICS2 (EU-bound cargo): DCSA advanceManifestFilings; ENS filed by the carrier or the shipper. */
  ics2FiledBy: '' | 'CARRIER' | 'SHIPPER';
  ics2SelfFilerCode: string;
  /** Forwarders: DCSA isHouseBillOfLadingsIssued + houseBillOfLadings. */
  hasHouseBls: boolean;
  houseBls: SiHouseBlValues[];
}

/** An empty party. */
export function emptySiParty(): SiPartyValues {
  return { partyName: '', street: '', city: '', postCode: '', countryCode: '', contactName: '', phone: '', email: '' };
}

/** An empty container row (package code CT, not shipper-owned). */
export function emptySiContainerRow(): SiContainerRow {
  return {
    containerNumber: '',
    isoEquipmentCode: '',
    sealNumber: '',
    packageCode: 'CT',
    numberOfPackages: '',
    cargoGrossWeightKg: '',
    tareWeightKg: '',
    cargoGrossVolumeM3: '',
    isShipperOwned: false,
  };
}

/** An empty house B/L. */
export function emptySiHouseBl(): SiHouseBlValues {
  return {
    houseBillOfLadingReference: '',
    isToOrder: false,
    shipper: emptySiParty(),
    consignee: emptySiParty(),
    notifyParty: emptySiParty(),
    descriptionOfGoods: '',
    hsCode: '',
    shippingMarks: '',
    numberOfPackages: '',
    packageCode: 'CT',
    cargoGrossWeightKg: '',
    containerNumber: '',
  };
}
