import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { TariffSurchargeSearchPage } from '@/features/prices/components/tariff-surcharge-search-page';
import { tariffSearchHref } from '@/features/prices/utils/tariff-search-url';

import { server } from '../../../mocks/node';
import { axeViolations } from '../../components/ui/axe';
import { renderWithProviders } from '../../render';
import { tariffExportHandler, tariffSurchargesHandler } from './prices-fixtures';

const PATH = '/prices/rate-tariff/surcharge-search';

const BUSAN_ROTTERDAM = {
  originCode: 'KRPUS',
  originName: 'Busan, South Korea',
  destinationCode: 'NLRTM',
  destinationName: 'Rotterdam, Netherlands',
  cargoType: 'DRY',
  isoEquipmentCode: '45G1',
  applicationDate: '2026-11-21',
} as const;

function renderPage(route = PATH) {
  return renderWithProviders(<TariffSurchargeSearchPage />, { route, path: PATH });
}

function cellsOf(row: HTMLElement): (string | null)[] {
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

beforeEach(() => {
  server.use(tariffSurchargesHandler(), tariffExportHandler());
});

describe('tariff surcharge search', () => {
  it('runs the search a link holds: every surcharge grouped by where it is charged, amounts in their own currency', async () => {
    renderPage(tariffSearchHref(BUSAN_ROTTERDAM));
    expect(await screen.findByText('3 surcharges apply.')).toBeInTheDocument();
    expect(
      screen.getByText("Busan, South Korea to Rotterdam, Netherlands, Dry, 40' high cube, on 2026-11-21"),
    ).toBeInTheDocument();

    const origin = screen.getByRole('table', { name: 'Charged at origin' });
    expect(cellsOf(within(origin).getByRole('row', { name: /^OTHC/ }))).toEqual([
      'Origin Terminal Handling Charge',
      '₩245,000',
      'Per container',
      '2026-01-01',
      'Until further notice',
      'Prepaid',
      'Busan, South Korea',
    ]);
    const freight = screen.getByRole('table', { name: 'Freight surcharges' });
    expect(cellsOf(within(freight).getByRole('row', { name: /^BAF/ }))).toEqual([
      'Bunker Adjustment Factor',
      '$640.50',
      'Per container',
      '2026-11-01',
      '2026-11-30',
      'Prepaid',
    ]);
    const destination = screen.getByRole('table', { name: 'Charged at destination' });
    expect(cellsOf(within(destination).getByRole('row', { name: /^DTHC/ }))).toEqual([
      'Destination Terminal Handling Charge',
      '€275.00',
      'Per container',
      '2026-01-01',
      'Until further notice',
      'Collect',
      'Rotterdam, Netherlands',
    ]);

    // The form shows the link's search.
    expect(screen.getByRole('combobox', { name: /^Origin/ })).toHaveValue('Busan, South Korea');
    expect(screen.getByRole('combobox', { name: /^Destination/ })).toHaveValue('Rotterdam, Netherlands');
    expect(screen.getByRole('combobox', { name: 'Container size-type' })).toHaveValue('45G1');
    expect(screen.getByRole('textbox', { name: /^Application date/ })).toHaveValue('2026-11-21');
    expect(await axeViolations()).toEqual([]);
  });

  it('writes a changed search to the URL, which runs it', async () => {
    const { user, router } = renderPage(tariffSearchHref(BUSAN_ROTTERDAM));
    await screen.findByText('3 surcharges apply.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Cargo type' }), 'REEFER');
    // A reefer needs a reefer box: 40' high cube dry becomes 40' reefer high cube.
    expect(screen.getByRole('combobox', { name: 'Container size-type' })).toHaveValue('45R1');
    const date = screen.getByRole('textbox', { name: /^Application date/ });
    await user.clear(date);
    await user.type(date, '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => {
      expect(router.state.location.pathname + router.state.location.search).toBe(
        tariffSearchHref({
          ...BUSAN_ROTTERDAM,
          cargoType: 'REEFER',
          isoEquipmentCode: '45R1',
          applicationDate: '2026-12-01',
        }),
      );
    });
    expect(await screen.findByText(/Reefer, 40' reefer high cube, on 2026-12-01$/)).toBeInTheDocument();
    // The submitted search moves focus to its results (a phone shows them a screen below the form).
    await waitFor(() => {
      expect(screen.getByRole('heading', { level: 2, name: 'Surcharges' })).toHaveFocus();
    });
  });

  it('says at the fields what is missing, and refuses the same port at both ends', async () => {
    const { user, router } = renderPage(tariffSearchHref({ originCode: 'KRPUS', originName: 'Busan, South Korea' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const destination = screen.getByRole('combobox', { name: /^Destination/ });
    await waitFor(() => {
      expect(destination).toHaveAttribute('aria-invalid', 'true');
    });
    expect(destination).toHaveAccessibleDescription(/Choose the destination port\./);
    // The first field in error takes the focus.
    await waitFor(() => {
      expect(destination).toHaveFocus();
    });
    expect(router.state.location.search).toBe('?originCode=KRPUS&originName=Busan%2C+South+Korea');
  });

  it('refuses a link with the same port at both ends, saying so at the destination', async () => {
    renderPage(
      tariffSearchHref({ ...BUSAN_ROTTERDAM, destinationCode: 'KRPUS', destinationName: 'Busan, South Korea' }),
    );
    const destination = screen.getByRole('combobox', { name: /^Destination/ });
    await waitFor(() => {
      expect(destination).toHaveAccessibleDescription(
        /Origin and destination are the same port\. Choose another destination\./,
      );
    });
    expect(screen.queryByRole('heading', { name: 'Surcharges' })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  describe('download', () => {
    // jsdom has no object URLs and cannot download: the test stands in for the browser and records the file name.
    let saved: string[] = [];
    const captureDownload = (event: MouseEvent) => {
      if (event.target instanceof HTMLAnchorElement && event.target.download) {
        event.preventDefault();
        saved.push(event.target.download);
      }
    };
    beforeEach(() => {
      saved = [];
      document.addEventListener('click', captureDownload, true);
      Object.assign(URL, { createObjectURL: () => 'blob:tariff', revokeObjectURL: () => undefined });
      return () => {
        document.removeEventListener('click', captureDownload, true);
        Reflect.deleteProperty(URL, 'createObjectURL');
        Reflect.deleteProperty(URL, 'revokeObjectURL');
      };
    });

    it("saves the workbook under the answer's file name", async () => {
      const { user } = renderPage(tariffSearchHref(BUSAN_ROTTERDAM));
      await screen.findByText('3 surcharges apply.');
      await user.click(screen.getByRole('button', { name: 'Download (xlsx)' }));
      expect(await screen.findByText('Saved ONE Tariff Surcharges KRPUS-NLRTM 45G1.xlsx')).toBeInTheDocument();
      expect(saved).toEqual(['ONE Tariff Surcharges KRPUS-NLRTM 45G1.xlsx']);
    });

    it('names the workbook after the search when the answer names none', async () => {
      server.use(tariffExportHandler(null));
      const { user } = renderPage(tariffSearchHref(BUSAN_ROTTERDAM));
      await screen.findByText('3 surcharges apply.');
      await user.click(screen.getByRole('button', { name: 'Download (xlsx)' }));
      expect(
        await screen.findByText('Saved ONE Tariff Surcharges KRPUS to NLRTM 45G1 DRY 20261121.xlsx'),
      ).toBeInTheDocument();
      expect(saved).toEqual(['ONE Tariff Surcharges KRPUS to NLRTM 45G1 DRY 20261121.xlsx']);
    });
  });
});
