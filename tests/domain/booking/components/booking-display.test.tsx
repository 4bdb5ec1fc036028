import { screen, within } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';

import type { Transport } from '@/domain/booking/booking-answer-contract';
import { formatLocalDateTime, timeLeftUntil } from '@/domain/booking/components/booking-date-time';
import { BookingStatusBadge } from '@/domain/booking/components/booking-status-badge';
import { CutOffList } from '@/domain/booking/components/cut-off-list';
import { type EquipmentCount, formatEquipments } from '@/domain/booking/components/format-equipments';
import { TransportPlan } from '@/domain/booking/components/transport-plan';

import { renderWithProviders } from '../../../render';

function Equipments({ equipments }: { equipments: EquipmentCount[] }) {
  const { t } = useTranslation();
  return <p>{formatEquipments(t, equipments)}</p>;
}

describe('formatLocalDateTime', () => {
  it('shows the time in the offset it was sent with, whatever the browser zone', () => {
    expect(formatLocalDateTime('2026-12-01T17:00:00+09:00')).toBe('2026-12-01 17:00 UTC+09:00');
    expect(formatLocalDateTime('2026-12-01T08:00:00Z')).toBe('2026-12-01 08:00 UTC+00:00');
  });

  it("shows the time in the place's IANA zone when it is known", () => {
    expect(formatLocalDateTime('2026-12-01T08:00:00Z', 'Europe/Amsterdam')).toBe('2026-12-01 09:00 UTC+01:00');
  });
});

describe('timeLeftUntil', () => {
  const now = new Date('2026-12-01T00:00:00Z');
  it('splits into days of 24 hours and hours', () => {
    expect(timeLeftUntil('2026-12-03T05:30:00Z', now)).toEqual({ kind: 'left', days: 2, hours: 5 });
    expect(timeLeftUntil('2026-12-01T00:59:00Z', now)).toEqual({ kind: 'lessThanHour' });
    expect(timeLeftUntil('2026-11-30T23:00:00Z', now)).toEqual({ kind: 'passed' });
  });
});

describe('BookingStatusBadge', () => {
  it('names the booking status and the amendment status in text', () => {
    renderWithProviders(<BookingStatusBadge bookingStatus="CONFIRMED" amendedBookingStatus="AMENDMENT_RECEIVED" />);
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    expect(screen.getByText('Amendment received')).toBeInTheDocument();
  });

  it('shows a cancellation request until the booking itself is cancelled', () => {
    const { rerender } = renderWithProviders(
      <BookingStatusBadge bookingStatus="CONFIRMED" bookingCancellationStatus="CANCELLATION_RECEIVED" />,
    );
    expect(screen.getByText('Cancellation received')).toBeInTheDocument();
    rerender(<BookingStatusBadge bookingStatus="PENDING_UPDATE" />);
    expect(screen.getByText('Update needed')).toBeInTheDocument();
  });
});

describe('CutOffList', () => {
  it('lists cut-offs earliest first with local time, offset and pluralised time left or passed', () => {
    renderWithProviders(
      <CutOffList
        now={new Date('2026-12-01T00:00:00Z')}
        cutOffs={[
          { cutOffDateTimeCode: 'PCO', cutOffDateTime: '2026-12-03T14:00:00+09:00' },
          { cutOffDateTimeCode: 'DCO', cutOffDateTime: '2026-12-02T10:00:00+09:00' },
          { cutOffDateTimeCode: 'VCO', cutOffDateTime: '2026-11-30T10:00:00+09:00' },
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Cut-offs' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'VGM cut-off (VCO)2026-11-30 10:00 UTC+09:00passed',
      'Documentation cut-off (DCO)2026-12-02 10:00 UTC+09:001 day 1 hour left',
      'Port (CY) cut-off (PCO)2026-12-03 14:00 UTC+09:002 days 5 hours left',
    ]);
  });
});

describe('CutOffList opening times', () => {
  it('says "open since" for past empty pick-up and gate-in openings and keeps "passed" for deadlines', () => {
    renderWithProviders(
      <CutOffList
        now={new Date('2026-12-01T00:00:00Z')}
        cutOffs={[
          { cutOffDateTimeCode: 'ECP', cutOffDateTime: '2026-11-25T09:00:00+09:00' },
          { cutOffDateTimeCode: 'EFC', cutOffDateTime: '2026-12-02T09:00:00+09:00' },
          { cutOffDateTimeCode: 'VCO', cutOffDateTime: '2026-11-30T10:00:00+09:00' },
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Cut-offs' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Empty container pick-up (ECP)open since 2026-11-25 09:00 UTC+09:00',
      'VGM cut-off (VCO)2026-11-30 10:00 UTC+09:00passed',
      'Earliest full-container delivery (EFC)opens 2026-12-02 09:00 UTC+09:00',
    ]);
  });
});

describe('formatEquipments', () => {
  it('writes units and size-type names, adding up lines of the same size-type', () => {
    renderWithProviders(
      <Equipments
        equipments={[
          { ISOEquipmentCode: '45G1', units: 1 },
          { ISOEquipmentCode: '22G1', units: 1 },
          { ISOEquipmentCode: '45G1', units: 1 },
        ]}
      />,
    );
    expect(screen.getByText("2 x 40' high cube, 1 x 20' dry")).toBeInTheDocument();
  });
});

describe('TransportPlan', () => {
  const leg = (overrides: Partial<Transport>): Transport => ({
    transportPlanStage: 'MNC',
    transportPlanStageSequenceNumber: 1,
    loadLocation: { UNLocationCode: 'KRPUS', locationName: 'Busan' },
    dischargeLocation: { UNLocationCode: 'NLRTM', locationName: 'Rotterdam' },
    plannedDepartureDate: '2026-12-05',
    plannedArrivalDate: '2027-01-08',
    plannedDepartureDateTime: '2026-12-05T18:00:00+09:00',
    plannedArrivalDateTime: '2027-01-08T06:00:00+01:00',
    modeOfTransport: 'VESSEL',
    vesselName: 'ONE HAMBURG',
    carrierExportVoyageNumber: '021W',
    ...overrides,
  });

  it('shows the legs in stage order with vessel/voyage and local ETD/ETA', () => {
    renderWithProviders(
      <TransportPlan
        legs={[
          leg({ transportPlanStageSequenceNumber: 2 }),
          leg({
            transportPlanStage: 'PRC',
            transportPlanStageSequenceNumber: 1,
            modeOfTransport: 'TRUCK',
            vesselName: undefined,
            carrierExportVoyageNumber: undefined,
            loadLocation: { UNLocationCode: 'KRSEL', locationName: 'Seoul' },
            dischargeLocation: { UNLocationCode: 'KRPUS', locationName: 'Busan' },
            plannedDepartureDateTime: '2026-12-03T09:00:00+09:00',
            plannedArrivalDateTime: '2026-12-03T15:00:00+09:00',
          }),
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Transport plan' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Seoul (KRSEL)', 'Busan (KRPUS)', 'Truck', '2026-12-03 09:00 UTC+09:00', '2026-12-03 15:00 UTC+09:00'],
      [
        'Busan (KRPUS)',
        'Rotterdam (NLRTM)',
        'ONE HAMBURG 021W',
        '2026-12-05 18:00 UTC+09:00',
        '2027-01-08 06:00 UTC+01:00',
      ],
    ]);
    expect(within(rows[0] as HTMLElement).getByRole('rowheader')).toHaveTextContent('Pre-carriage');
  });
});
