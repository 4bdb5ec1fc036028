import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { EuCustomsLink } from '@/domain/customs/components/eu-customs-link';

import { createBooking } from '../../features/shipments/booking-fixtures';
import { renderWithProviders } from '../../render';

describe('EuCustomsLink', () => {
  it('links an EU-bound booking to its ICS2 data', () => {
    const booking = createBooking();
    renderWithProviders(<EuCustomsLink booking={booking} />);
    const reference = booking.carrierBookingReference ?? booking.carrierBookingRequestReference;
    expect(screen.getByRole('link', { name: 'EU customs information (ICS2) for this booking' })).toHaveAttribute(
      'href',
      `/booking/eu-customs-information?booking=${reference}`,
    );
  });

  it('shows nothing for a booking that does not touch the EU', () => {
    const booking = createBooking();
    const outsideEu = {
      ...booking,
      shipmentLocations: booking.shipmentLocations.map((location) => ({
        ...location,
        location: { UNLocationCode: location.locationTypeCode === 'POL' ? 'KRPUS' : 'USNYC' },
      })),
      transportPlan: undefined,
    };
    renderWithProviders(<EuCustomsLink booking={outsideEu} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
