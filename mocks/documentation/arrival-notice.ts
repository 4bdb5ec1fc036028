import type { ArrivalNotice, Charge, FreeTime } from '@/domain/documentation/arrival-notice-contract';
import type { TransportDocument } from '@/domain/documentation/transport-document-contract';
import { toDecimalString } from '@/domain/money/money';
import type { CargoType } from '@/features/prices/api/prices-contract';

import { mockLastFreeDate } from '../demurrage-detention/free-time';
import { equipmentGroupOf, tariffFor } from '../demurrage-detention/tariff';
import type { TariffSizeType } from '../prices/surcharge-rules';
import { applicableSurcharges, tariffContextOf } from '../prices/tariff';
import { getPort } from '../schedule/data/ports';
import { hashInt } from '../schedule/data/random';
import type { BookingFacts } from './si-derive';

/*
 * The mock carrier's arrival notice (DCSA AN 1.0.1, src/domain/documentation/
 * arrival-notice-contract.ts), derived from the issued B/L and the booking: issued {@link ARRIVAL_NOTICE_LEAD_DAYS}
 * days before the vessel reaches the POD (at once when the voyage is shorter), with the POD's free time from the D&D tariff (mocks/demurrage-detention), the
 * tariff's destination charges payable there (mocks/prices), pickup at the terminal and empty return to the depot.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The carrier issues the arrival notice this many days before the vessel's arrival at the POD (never before the B/L). */
export const ARRIVAL_NOTICE_LEAD_DAYS = 7;

const isReeferCode = (code: string) => code.charAt(2) === 'R';
const teuOf = (code: string) => (code.startsWith('2') ? 1 : 2);

/** The tariff size-type a container is charged as (the tariff lists 22G1, 42G1, 45G1, 22R1, 45R1). */
function tariffSizeTypeOf(code: string): TariffSizeType {
  if (isReeferCode(code)) return code.startsWith('2') ? '22R1' : '45R1';
  if (code.startsWith('2')) return '22G1';
  return code.startsWith('45') ? '45G1' : '42G1';
}

/**
 * The free time at the POD from the carrier's D&D tariff (mocks/demurrage-detention/tariff.ts), per equipment group
 * of `codes`: demurrage (with its last free date, counted from the day of arrival: day 1 is the day after) and
 * detention (from a gate-out still to come), or one combined line where the country's tariff combines them.
 */
function freeTimesOf(
  podCode: string,
  codes: readonly string[],
  arrivalDate: string,
  classifier: 'ACT' | 'EST',
): FreeTime[] {
  const groups = new Map<string, string[]>();
  for (const code of [...new Set(codes)].sort()) {
    const group = equipmentGroupOf(code);
    groups.set(group, [...(groups.get(group) ?? []), code]);
  }
  return [...groups.values()].flatMap((sizeTypes): FreeTime[] => {
    const ISOEquipmentCodes = sizeTypes as FreeTime['ISOEquipmentCodes'];
    const demurrage = tariffFor(podCode, sizeTypes[0] ?? '22G1', 'IMPORT_DEMURRAGE');
    const lastFree = { value: mockLastFreeDate(demurrage, arrivalDate), classifier };
    if (demurrage.kind === 'IMPORT_COMBINED') {
      return [
        {
          typeCodes: ['DEM', 'DET'],
          ISOEquipmentCodes,
          duration: demurrage.freeDays,
          timeUnit: demurrage.timeUnit,
          calculationBasis: `${DEMURRAGE_BASIS} until the empty container is returned to the depot.`,
          lastFreeDate: lastFree,
        },
      ];
    }
    const detention = tariffFor(podCode, sizeTypes[0] ?? '22G1', 'IMPORT_DETENTION');
    return [
      {
        typeCodes: ['DEM'],
        ISOEquipmentCodes,
        duration: demurrage.freeDays,
        timeUnit: demurrage.timeUnit,
        calculationBasis: `${DEMURRAGE_BASIS} until the full container is picked up.`,
        lastFreeDate: lastFree,
      },
      {
        typeCodes: ['DET'],
        ISOEquipmentCodes,
        duration: detention.freeDays,
        timeUnit: detention.timeUnit,
        calculationBasis:
          'From the day after the gate-out of the full container (day 1) until the empty container is returned to the depot.',
      },
    ];
  });
}

const DEMURRAGE_BASIS = 'From the day after discharge at the POD terminal (day 1)';

/** When the arrival notice of a B/L issued for `facts` is out, epoch ms (UTC). */
export function arrivalNoticeIssueMs(facts: BookingFacts): number {
  const arrivalMs = Date.parse(`${facts.arrivalDate}T00:00:00Z`);
  return Math.max(facts.departureMs + 6 * 60 * 60 * 1000, arrivalMs - ARRIVAL_NOTICE_LEAD_DAYS * DAY_MS);
}

/** The destination charges payable at the POD (tariff lines of stage DESTINATION, term COL), one line per size-type. */
function destinationCharges(document: TransportDocument, facts: BookingFacts): Charge[] {
  const origin = getPort(facts.pol.UNLocationCode);
  const destination = getPort(facts.pod.UNLocationCode);
  if (!origin || !destination) return [];
  const bySizeType = new Map<TariffSizeType, number>();
  for (const equipment of document.utilizedTransportEquipments) {
    const sizeType = tariffSizeTypeOf(equipment.equipment.ISOEquipmentCode);
    bySizeType.set(sizeType, (bySizeType.get(sizeType) ?? 0) + 1);
  }
  const charges: Charge[] = [];
  const perBl = new Set<string>();
  for (const [sizeType, containers] of [...bySizeType].sort(([a], [b]) => a.localeCompare(b))) {
    const cargoType: CargoType = isReeferCode(sizeType) ? 'REEFER' : 'DRY';
    const context = tariffContextOf(origin, destination, cargoType, sizeType, facts.departureDate);
    for (const { definition, surcharge } of applicableSurcharges(context, false)) {
      if (definition.stage !== 'DESTINATION' || definition.paymentTermCode !== 'COL') continue;
      if (definition.basis === 'PER_BL' && perBl.has(definition.code)) continue;
      if (definition.basis === 'PER_BL') perBl.add(definition.code);
      const quantity =
        definition.basis === 'PER_BL' ? 1 : definition.basis === 'PER_TEU' ? containers * teuOf(sizeType) : containers;
      const unitPrice = Number(toDecimalString(surcharge.amount));
      const total = Number(toDecimalString({ ...surcharge.amount, amount: surcharge.amount.amount * quantity }));
      charges.push({
        chargeName: definition.name.slice(0, 50),
        chargeCode: definition.code,
        currencyAmount: total,
        currencyCode: surcharge.amount.currency,
        paymentTermCode: 'COL',
        calculationBasis: definition.basis === 'PER_BL' ? 'PER_BL' : `${definition.basis} ${sizeType}`,
        unitPrice,
        quantity,
      });
    }
  }
  return charges;
}

/**
 * The arrival notice of `document` (an ISSUED or SURRENDERED_FOR_DELIVERY B/L of the booking with `facts`) as the
 * carrier issues it, or undefined before {@link arrivalNoticeIssueMs} or while the B/L is not issued. Dates are local
 * dates at the place; the demurrage's last free day counts the day after arrival as day 1 (the D&D clock's rule).
 */
export function arrivalNoticeOf(
  document: TransportDocument,
  facts: BookingFacts,
  nowMs: number,
): ArrivalNotice | undefined {
  const status = document.transportDocumentStatus;
  if (status !== 'ISSUED' && status !== 'SURRENDERED_FOR_DELIVERY') return undefined;
  const issueMs = arrivalNoticeIssueMs(facts);
  if (issueMs > nowMs) return undefined;
  const blNumber = document.transportDocumentReference;
  const pod = facts.pod;
  const podCountry = pod.UNLocationCode.slice(0, 2);
  const codes = document.utilizedTransportEquipments.map((equipment) => equipment.equipment.ISOEquipmentCode);
  const arrivalDate = facts.arrivalDate;
  const classifier = new Date(`${arrivalDate}T00:00:00Z`).getTime() + DAY_MS <= nowMs ? 'ACT' : 'EST';
  const freeTimes = freeTimesOf(pod.UNLocationCode, codes, arrivalDate, classifier);
  const partyOf = (
    partyFunction: 'OS' | 'CN' | 'END' | 'N1',
    party: TransportDocument['documentParties']['shipper'] | undefined,
  ) =>
    party ? [{ partyFunction, partyName: party.partyName, ...(party.address ? { address: party.address } : {}) }] : [];
  const podPlace = pod.UNLocationCode.slice(2);
  // The terminal the containers are picked up at and the depot they go back to: facilities at the POD, coded after it.
  const podFacility = (
    facilityTypeCode: 'POTE' | 'DEPO',
    kind: string,
    suffix: string,
    facilityCodeListProvider: 'SMDG' | 'BIC',
  ) => ({
    locationName: pod.locationName,
    UNLocationCode: pod.UNLocationCode,
    facilityTypeCode,
    facility: {
      facilityName: `${pod.locationName} ${kind}`.slice(0, 100),
      facilityCode: `${podPlace}${suffix}`,
      facilityCodeListProvider,
    },
  });
  const surrendered = status === 'SURRENDERED_FOR_DELIVERY';
  const items = document.consignmentItems;
  return {
    issueDateTime: new Date(issueMs).toISOString(),
    typeLabel: 'English, consignee, with charges',
    versionLabel: 'First',
    carrierCode: 'ONEY',
    carrierCodeListProvider: 'SMDG',
    carrierContactInformation: [
      { name: 'Import Customer Service', email: `import.${podCountry.toLowerCase()}@one-line.com` },
    ],
    pickupInformation: {
      pickupNumber: `PU${String(hashInt(1_000_000, 9_999_999, 'pickup', blNumber))}`,
      pickupLocation: podFacility('POTE', 'Container Terminal', 'CT', 'SMDG'),
    },
    returnInformation: {
      turnInReference: `RT${String(hashInt(100_000, 999_999, 'return', blNumber))}`,
      returnLocation: podFacility('DEPO', 'Empty Depot', 'ED', 'BIC'),
      returnInstructions:
        'Return the empty container clean and undamaged, with the turn-in reference, before the end of detention free time.',
    },
    releaseInformation: {
      isOBLReceived: surrendered || document.transportDocumentTypeCode === 'SWB' || document.isElectronic,
      isFreightReleased: document.freightPaymentTermCode === 'PRE',
      isCustomsReleased: false,
    },
    additionalInformation:
      'The cargo is released against the original bill of lading (or the surrender at origin), payment of the ' +
      'charges payable at destination and customs clearance.',
    transportDocumentReference: blNumber,
    transportDocumentTypeCode: document.transportDocumentTypeCode,
    isElectronic: document.isElectronic,
    deliveryTypeAtDestination: 'CY',
    cargoMovementTypeAtDestination: 'FCL',
    documentParties: [
      ...partyOf('OS', document.documentParties.shipper),
      ...partyOf('CN', document.documentParties.consignee),
      ...partyOf('END', document.documentParties.endorsee),
      ...partyOf('N1', document.documentParties.notifyParties?.[0]),
    ],
    transport: {
      portOfLoading: facts.pol,
      portOfDischarge: facts.pod,
      ...(facts.placeOfDelivery ? { placeOfDelivery: facts.placeOfDelivery } : {}),
      onBoardDate: { value: facts.departureDate, classifier: 'ACT' },
      portOfDischargeArrivalDate: { value: facts.arrivalDate, classifier },
      legs: [
        {
          transportPlanStage: 'MNC',
          transportPlanStageSequenceNumber: 1,
          modeOfTransport: 'VESSEL',
          vesselVoyage: {
            vesselName: facts.vesselName,
            carrierExportVoyageNumber: facts.carrierExportVoyageNumber,
            carrierImportVoyageNumber: facts.carrierExportVoyageNumber,
          },
        },
      ],
    },
    freeTimes,
    charges: destinationCharges(document, facts),
    utilizedTransportEquipments: document.utilizedTransportEquipments.map((equipment) => ({
      equipment: {
        equipmentReference: equipment.equipment.equipmentReference,
        ISOEquipmentCode: equipment.equipment.ISOEquipmentCode,
      },
      isShipperOwned: equipment.isShipperOwned,
      ...(equipment.seals.length > 0 ? { seals: equipment.seals.map(({ number }) => ({ number })) } : {}),
    })),
    consignmentItems: items.map((item) => ({
      descriptionOfGoods: item.descriptionOfGoods,
      ...(item.HSCodes.length > 0 ? { HSCodes: item.HSCodes } : {}),
    })),
  };
}
