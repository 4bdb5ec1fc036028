import type { ShippingInstructionsRequest } from '@/domain/documentation/si-contract';
import type { TransportDocumentStatus } from '@/domain/documentation/si-list-contract';
import type { TransportDocument } from '@/domain/documentation/transport-document-contract';

import { hashInt } from '../schedule/data/random';
import { blNumberOf } from '../tracking/identifiers';
import type { BookingFacts } from './si-derive';

/*
 * The transport document (B/L) the mock carrier builds from an SI and the booking's facts (./si-derive.ts): a pure
 * function, so every tab and the server side show the same document.
 */

/** The carrier's standard clause on every B/L (short form; the full terms are on the carrier's website). */
export const TERMS_AND_CONDITIONS =
  'Received by the Carrier from the Shipper in apparent good order and condition unless otherwise noted herein, the total ' +
  'number or quantity of containers or other packages or units indicated, for carriage subject to all the terms and ' +
  "conditions of the Carrier's Bill of Lading (ONE B/L terms, www.one-line.com), which the Merchant accepts.";

/** What the transport document records of its own life (the lifecycle fills it). */
export interface DocumentState {
  status: TransportDocumentStatus;
  /** Local date of issue at the POL, 'yyyy-MM-dd' (issued and later). */
  issueDate?: string;
}

/**
 * The transport document (DCSA TransportDocument) of an SI in `state`: B/L number 'ONEY' + booking number, the SI's
 * parties, cargo and containers, the booking's vessel, voyage and ports, issued by the carrier's office at the POL.
 */
export function transportDocumentOf(
  si: ShippingInstructionsRequest,
  shippingInstructionsReference: string,
  facts: BookingFacts,
  state: DocumentState,
): TransportDocument {
  const issued = state.issueDate !== undefined;
  const consignee = si.documentParties.consignee;
  return {
    transportDocumentReference: blNumberOf(facts.carrierBookingReference),
    shippingInstructionsReference,
    transportDocumentStatus: state.status,
    transportDocumentTypeCode: si.transportDocumentTypeCode,
    isShippedOnBoardType: si.isShippedOnBoardType,
    freightPaymentTermCode: si.freightPaymentTermCode,
    isElectronic: si.isElectronic,
    isToOrder: si.isToOrder,
    ...(si.numberOfOriginalsWithCharges !== undefined
      ? { numberOfOriginalsWithCharges: si.numberOfOriginalsWithCharges }
      : {}),
    ...(si.numberOfOriginalsWithoutCharges !== undefined
      ? { numberOfOriginalsWithoutCharges: si.numberOfOriginalsWithoutCharges }
      : {}),
    ...(si.numberOfCopiesWithCharges !== undefined ? { numberOfCopiesWithCharges: si.numberOfCopiesWithCharges } : {}),
    ...(si.numberOfCopiesWithoutCharges !== undefined
      ? { numberOfCopiesWithoutCharges: si.numberOfCopiesWithoutCharges }
      : {}),
    displayedNameForPortOfLoad: [facts.pol.locationName.slice(0, 35)],
    displayedNameForPortOfDischarge: [facts.pod.locationName.slice(0, 35)],
    ...(facts.placeOfReceipt
      ? { displayedNameForPlaceOfReceipt: [facts.placeOfReceipt.locationName.slice(0, 35)] }
      : {}),
    ...(facts.placeOfDelivery
      ? { displayedNameForPlaceOfDelivery: [facts.placeOfDelivery.locationName.slice(0, 35)] }
      : {}),
    ...(issued ? { shippedOnBoardDate: facts.departureDate, issueDate: state.issueDate } : {}),
    placeOfIssue: { locationName: facts.pol.locationName, UNLocationCode: facts.pol.UNLocationCode },
    termsAndConditions: TERMS_AND_CONDITIONS,
    receiptTypeAtOrigin: 'CY',
    deliveryTypeAtDestination: 'CY',
    cargoMovementTypeAtOrigin: 'FCL',
    cargoMovementTypeAtDestination: 'FCL',
    carrierCode: 'ONEY',
    carrierCodeListProvider: 'SMDG',
    invoicePayableAt: {
      UNLocationCode: si.freightPaymentTermCode === 'PRE' ? facts.pol.UNLocationCode : facts.pod.UNLocationCode,
    },
    partyContactDetails: si.partyContactDetails,
    documentParties: {
      shipper: si.documentParties.shipper,
      ...(consignee
        ? {
            consignee: {
              ...consignee,
              identifyingCodes: [
                {
                  codeListProvider: 'EU',
                  codeListName: 'EORI',
                  partyCode: `EORI${String(hashInt(10_000_000, 99_999_999, consignee.partyName))}`,
                },
              ],
            },
          }
        : {}),
      ...(si.documentParties.endorsee ? { endorsee: si.documentParties.endorsee } : {}),
      issuingParty: {
        partyName: 'Ocean Network Express Pte. Ltd.',
        address: {
          street: '7 Straits View',
          streetNumber: '#16-01',
          postCode: '018936',
          city: 'Singapore',
          countryCode: 'SG',
        },
      },
      ...(si.documentParties.notifyParties ? { notifyParties: si.documentParties.notifyParties } : {}),
    },
    consignmentItems: si.consignmentItems,
    utilizedTransportEquipments: si.utilizedTransportEquipments,
    transports: {
      plannedDepartureDate: facts.departureDate,
      plannedArrivalDate: facts.arrivalDate,
      ...(facts.placeOfReceipt ? { placeOfReceipt: facts.placeOfReceipt } : {}),
      portOfLoading: facts.pol,
      portOfDischarge: facts.pod,
      ...(facts.placeOfDelivery ? { placeOfDelivery: facts.placeOfDelivery } : {}),
      vesselVoyages: [{ vesselName: facts.vesselName, carrierExportVoyageNumber: facts.carrierExportVoyageNumber }],
    },
    ...(si.isHouseBillOfLadingsIssued !== undefined
      ? { isHouseBillOfLadingsIssued: si.isHouseBillOfLadingsIssued }
      : {}),
    ...(si.houseBillOfLadings ? { houseBillOfLadings: si.houseBillOfLadings } : {}),
  };
}
