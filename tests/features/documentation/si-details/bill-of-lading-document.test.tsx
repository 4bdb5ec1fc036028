import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { ShippingInstructionsRequest } from '@/domain/documentation/si-contract';
import { BillOfLadingDocument } from '@/features/documentation/si-details/bill-of-lading-document';

import { createShippingInstructionsRequest } from '../../../../mocks/documentation/factories';
import { type BookingFacts } from '../../../../mocks/documentation/si-derive';
import { transportDocumentOf } from '../../../../mocks/documentation/transport-document';
import { containerNumberOf } from '../../../../mocks/tracking/identifiers';
import { renderWithProviders } from '../../../render';

/*
 * The B/L as a document: the description of goods belongs to the consignment item, so a long one is printed once
 * however many containers carry it (not once per container row, which made a 5,000-character description of three
 * containers run to 22 pages).
 */

const BOOKING = 'SELA12345600';

const FACTS: BookingFacts = {
  carrierBookingReference: BOOKING,
  dueDateTime: '2026-11-10T12:00:00+09:00',
  dueMs: Date.parse('2026-11-10T12:00:00+09:00'),
  departureMs: Date.parse('2026-11-12T08:00:00+09:00'),
  departureDate: '2026-11-12',
  arrivalDate: '2026-12-10',
  pol: { UNLocationCode: 'KRPUS', locationName: 'Busan' },
  pod: { UNLocationCode: 'NLRTM', locationName: 'Rotterdam' },
  vesselName: 'ONE HARMONY',
  carrierExportVoyageNumber: '068W',
  isEuBound: true,
};

/** An SI of one consignment item (`description`) in three containers of 8 000 kg each. */
function siOfThreeContainers(description: string): ShippingInstructionsRequest {
  const si = createShippingInstructionsRequest(BOOKING);
  const containers = [0, 1, 2].map((slot) => containerNumberOf(BOOKING, slot));
  const [item] = si.consignmentItems;
  if (!item) throw new Error('the factory SI has a consignment item');
  return {
    ...si,
    consignmentItems: [
      {
        ...item,
        descriptionOfGoods: [description],
        cargoItems: containers.map((equipmentReference) => ({
          equipmentReference,
          cargoGrossWeight: { value: 8000, unit: 'KGM' },
          outerPackaging: { packageCode: 'PX', numberOfPackages: 10, description: 'Pallets' },
        })),
      },
    ],
    utilizedTransportEquipments: containers.map((equipmentReference, index) => ({
      equipment: { equipmentReference, ISOEquipmentCode: '42G1', tareWeight: { value: 3750, unit: 'KGM' } },
      isShipperOwned: false,
      cargoGrossWeight: { value: 8000, unit: 'KGM' },
      seals: [{ number: `SL00000${String(index)}` }],
    })),
  };
}

describe('BillOfLadingDocument', () => {
  it('prints a 5,000-character description of goods once for its three containers', async () => {
    const description = `Machine tools for working metal: ${'lathes, milling and boring machines; '.repeat(140)}`.slice(
      0,
      5000,
    );
    const document = transportDocumentOf(siOfThreeContainers(description), 'SI-1', FACTS, {
      status: 'ISSUED',
      issueDate: '2026-11-12',
    });
    renderWithProviders(<BillOfLadingDocument document={document} />);

    const bl = await screen.findByRole('article', { name: `Bill of lading ONEY${BOOKING}` });
    for (const slot of [0, 1, 2]) {
      expect(screen.getByRole('cell', { name: new RegExp(containerNumberOf(BOOKING, slot)) })).toBeInTheDocument();
    }
    expect(description).toHaveLength(5000);
    // Once in the whole document: on the first container's row, spanning the other two.
    expect(bl.textContent.split(description).length - 1).toBe(1);
  });
});
