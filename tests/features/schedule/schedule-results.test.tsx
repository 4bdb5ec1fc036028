import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { EMAILS_PATH, POINT_TO_POINT_PATH } from '@/domain/schedule-search/point-to-point-contract';
import { PointToPointSchedulePage } from '@/features/schedule/components/point-to-point-schedule-page';

import { resetDb } from '../../../mocks/db';
import { apiUrl } from '../../../mocks/http';
import { server } from '../../../mocks/node';
import { createRoute, createSailInfo } from '../../../mocks/schedule/factories';
import { readOutbox } from '../../../mocks/schedule/outbox';
import { renderWithProviders } from '../../render';

const PATH = '/schedule/point-to-point-schedule';
const SEARCH =
  'oriLocNmParam=Busan%2C+South+Korea&oriLocCdParam=KRPUS&oriTermCdPara=Y&destLocNmParam=Rotterdam%2C+Netherlands' +
  '&destLocCdParam=NLRTM&desTermCdPara=Y&cmdParam=search&frmDtParam=2026-12-01&toDtParam=2026-12-31';

function renderPage(query = '') {
  return renderWithProviders(<PointToPointSchedulePage />, { route: `${PATH}?${SEARCH}${query}`, path: PATH });
}

beforeEach(() => {
  // "Now" is 2026-11-21 10:00 in Singapore; only Date is faked so user-event and MSW keep real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T02:00:00Z'));
  resetDb();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('schedule calendar', () => {
  const december = [
    createRoute({ key: 'a', departureDate: '2026-12-03 14:00:00' }),
    createRoute({
      key: 'b',
      departureDate: '2026-12-03 20:00:00',
      sailInfo: [createSailInfo({ vesselName: 'ONE APUS' })],
    }),
    createRoute({ key: 'c', departureDate: '2026-12-10 14:00:00' }),
  ];

  it('shows the month with its departure days as buttons and lists a day in a sheet', async () => {
    server.use(http.get(apiUrl(POINT_TO_POINT_PATH), () => HttpResponse.json({ routes: december })));
    const { user } = renderPage('&searchType=Calendar');
    expect(await screen.findByRole('heading', { name: '2026 Dec' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);
    expect(screen.getAllByRole('row')).toHaveLength(1 + 5);
    const day = await screen.findByRole('button', { name: 'Thursday 3 December 2026, 2 departures' });
    expect(screen.getByRole('button', { name: 'Thursday 10 December 2026, 1 departure' })).toBeInTheDocument();
    await user.click(day);
    const sheet = await screen.findByRole('dialog', { name: 'Departures on Thu 3 Dec 2026' });
    expect(within(sheet).getAllByRole('article')).toHaveLength(2);
    expect(within(sheet).getByText(/ONE APUS/)).toBeInTheDocument();
  });

  it('blocks month stepping while the next month loads and stops at the limits', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.get(apiUrl(POINT_TO_POINT_PATH), async ({ request }) => {
        if (new URL(request.url).searchParams.get('fromDate') === '2027-01-01') {
          await new Promise<void>((resolve) => {
            release = resolve;
          });
        }
        return HttpResponse.json({ routes: [] });
      }),
    );
    const { user, router } = renderPage('&searchType=Calendar');
    const next = await screen.findByRole('button', { name: 'Next month' });
    await waitFor(() => {
      expect(next).toBeEnabled();
    });
    await user.click(next);
    expect(await screen.findByRole('heading', { name: '2027 Jan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    release();
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Next month' })).toBeEnabled();
    });
    expect(new URLSearchParams(router.state.location.search).get('month')).toBe('1');
  });

  it('disables previous at January of last year and next at December of next year', async () => {
    server.use(http.get(apiUrl(POINT_TO_POINT_PATH), () => HttpResponse.json({ routes: [] })));
    const view = renderPage('&searchType=Calendar&year=2025&month=1');
    expect(await screen.findByRole('heading', { name: '2025 Jan' })).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Next month' })).toBeEnabled();
    });
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    view.unmount();
    renderPage('&searchType=Calendar&year=2027&month=12');
    expect(await screen.findByRole('heading', { name: '2027 Dec' })).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Previous month' })).toBeEnabled();
    });
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
  });

  it('stops previous at January of this year when only sailings open for booking are shown', async () => {
    server.use(http.get(apiUrl(POINT_TO_POINT_PATH), () => HttpResponse.json({ routes: [] })));
    renderPage('&searchType=Calendar&bookingFilter=BOOKING&year=2026&month=1');
    expect(await screen.findByRole('heading', { name: '2026 Jan' })).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Next month' })).toBeEnabled();
    });
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  });
});

describe('booking filter', () => {
  it('shows only sailings open for booking when asked, and keeps the choice in the URL', async () => {
    const closed = createRoute({
      key: 'closed',
      departureDate: '2026-11-21 14:00:00',
      cutOffTimes: [{ cutOffDateTimeCode: 'PCO', cutOffDateTime: '2026-11-20 18:00:00', locationCode: 'KRPUS' }],
    });
    const open = createRoute({ key: 'open' });
    server.use(http.get(apiUrl(POINT_TO_POINT_PATH), () => HttpResponse.json({ routes: [closed, open] })));
    const { user, router } = renderPage();
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sailings' }), 'Open for booking');
    await waitFor(() => {
      expect(screen.getAllByRole('article')).toHaveLength(1);
    });
    expect(screen.queryByText('Booking closed')).not.toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('bookingFilter')).toBe('BOOKING');
  });
});

describe('e-mail schedule dialog', () => {
  async function openDialog() {
    const view = renderPage();
    await screen.findAllByRole('article');
    await view.user.click(screen.getByRole('button', { name: 'E-mail schedule' }));
    return { ...view, dialog: await screen.findByRole('dialog', { name: 'E-mail schedule' }) };
  }

  it('names every bad address at once: format and case-insensitive duplicates', async () => {
    const { user, dialog, queryClient } = await openDialog();
    const recipients = within(dialog).getByRole('textbox', { name: 'Recipients' });
    await user.type(recipients, 'ops@shipper.com,nope;OPS@Shipper.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => {
      expect(recipients).toHaveAccessibleDescription(
        expect.stringContaining(
          '“nope” is not a valid e-mail address (name@example.com). “OPS@Shipper.com” is already in the list.',
        ),
      );
    });
    // A send despite the errors would be a pending mutation by now (see the double-press test below).
    await waitFor(() => {
      expect(queryClient.isMutating()).toBe(0);
    });
    expect(readOutbox().length).toBe(0);
  });

  it('allows at most 10 recipients', async () => {
    const { user, dialog } = await openDialog();
    const eleven = Array.from({ length: 11 }, (_, i) => `user${i}@shipper.com`).join('\n');
    await user.type(within(dialog).getByRole('textbox', { name: 'Recipients' }), eleven);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Enter at most 10 e-mail addresses.')).toBeInTheDocument();
  });

  it('sends once even when Send is pressed twice, and says to how many', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post(apiUrl(EMAILS_PATH), async () => {
        // Held until both presses are done, so the first send is in flight during the second.
        await held;
        return undefined;
      }),
    );
    const { user, dialog, queryClient } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'Recipients' }), 'ops@shipper.com desk@forwarder.com');
    const send = within(dialog).getByRole('button', { name: 'Send' });
    await user.click(send);
    await user.click(send);
    release();
    expect(await screen.findByText('The schedule was sent to 2 recipients.', { exact: true })).toBeInTheDocument();
    // A second send would be a mutation from the moment the press's validation ended (microtasks, long over by now),
    // before its request left: once no mutation is pending, every send there was has landed in the outbox.
    await waitFor(() => {
      expect(queryClient.isMutating()).toBe(0);
    });
    expect(readOutbox().length).toBe(1);
    const [sent] = readOutbox();
    expect(sent?.request.subject).toBe('Point to Point Schedule');
    expect(sent?.request.pointToPointFileRequest).toMatchObject({
      porCode: 'KRPUS',
      delCode: 'NLRTM',
      fromDate: '2026-12-01',
      toDate: '2026-12-31',
      searchType: 'calendar',
      useTotalTransitInDays: true,
    });
  });

  it('keeps an unsent message across a reload', async () => {
    const first = await openDialog();
    await first.user.type(within(first.dialog).getByRole('textbox', { name: 'Message' }), 'Please book the FE1.');
    first.unmount();
    const second = await openDialog();
    expect(within(second.dialog).getByRole('textbox', { name: 'Message' })).toHaveValue('Please book the FE1.');
  });
});

describe('several origins', () => {
  it('searches each origin and lists their routes together', async () => {
    const { user, router } = renderWithProviders(<PointToPointSchedulePage />, {
      route: `${PATH}?${SEARCH}`,
      path: PATH,
    });
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: '+ Add origin' }));
    await user.type(screen.getByRole('combobox', { name: 'Origin 2' }), 'shanghai');
    await user.click(await screen.findByRole('option', { name: /Shanghai, China/ }));
    expect(screen.queryByRole('button', { name: '+ Add destination' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      expect(new URLSearchParams(router.state.location.search).get('multiLocSelTpParam')).toBe('O');
    });
    // Busan alone had 15 sailings in December; with Shanghai there are more.
    const summary = await screen.findByText(/^(1[6-9]|[2-9]\d) routes departing 2026-12-01 to 2026-12-31\./);
    expect(summary).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    const origins = new Set(
      (await screen.findAllByRole('article')).map(
        (card) => within(card).getByRole('heading').textContent.split(' to ')[0],
      ),
    );
    expect(origins).toEqual(new Set(['Busan', 'Shanghai']));
  });
});
