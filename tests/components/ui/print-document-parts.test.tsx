import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import {
  PrintDocumentAddressBox,
  PrintDocumentBox,
  PrintDocumentBoxes,
  PrintDocumentHeader,
} from '@/components/ui/print-document-parts';

import { renderWithProviders } from '../../render';
import { axeViolations } from './axe';

describe('print document parts', () => {
  it('prints the letterhead with its numbers in order, and a stamp under the title', async () => {
    renderWithProviders(
      <PrintDocumentHeader
        carrier="OCEAN NETWORK EXPRESS"
        title="Sea waybill"
        mark={<p>DRAFT</p>}
        numbers={[
          { label: 'B/L number', value: 'ONEYSELA12345600' },
          { label: 'Booking number', value: 'SELA12345600' },
        ]}
      />,
    );
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('heading', { level: 2, name: 'Sea waybill' })).toBeInTheDocument();
    expect(within(banner).getByText('DRAFT')).toBeInTheDocument();
    const terms = within(banner)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(banner)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(terms).toEqual(['B/L number', 'Booking number']);
    expect(values).toEqual(['ONEYSELA12345600', 'SELA12345600']);
    expect(await axeViolations()).toEqual([]);
  });

  it('labels each box, prints a party with its address lines, and the fallback without one', async () => {
    renderWithProviders(
      <PrintDocumentBoxes>
        <PrintDocumentBox label="Port of loading">Busan (KRPUS)</PrintDocumentBox>
        <PrintDocumentAddressBox
          label="Consignee"
          name="Hamburg Kaffee Kontor KG"
          lines={['Am Sandtorkai 4, 20457', undefined, 'Hamburg, DE']}
          fallback="To order"
        />
        <PrintDocumentAddressBox label="Notify party" fallback="Same as consignee" />
      </PrintDocumentBoxes>,
    );
    expect(await screen.findByRole('heading', { level: 3, name: 'Consignee' })).toBeInTheDocument();
    // One address: the notify party has none and prints its fallback instead.
    const [address, ...others] = screen.getAllByRole('group');
    expect(others).toEqual([]);
    expect(address).toHaveTextContent(/^Hamburg Kaffee Kontor KGAm Sandtorkai 4, 20457Hamburg, DE$/);
    expect(screen.getByRole('heading', { level: 3, name: 'Port of loading' })).toBeInTheDocument();
    expect(screen.getByText('Busan (KRPUS)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Notify party' })).toBeInTheDocument();
    expect(screen.getByText('Same as consignee')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});
