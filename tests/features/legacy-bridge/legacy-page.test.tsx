import { useQuery } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import LegacyPageRoute from '@/app/routes/legacy-page';
import { findLegacyPage } from '@/config/legacy-pages';
import type { MenuItem } from '@/config/menu';
import { guideQueries } from '@/domain/guide/guide-queries';
import { sessionStore } from '@/domain/session/session-store';
import { resetShipmentPromotion, useShipmentOverviewHighlight } from '@/domain/shipment/shipment-promotion';
import { LegacyPage } from '@/features/legacy-bridge/components/legacy-page';
import { LegacyPathPage } from '@/features/legacy-bridge/components/legacy-path-page';

import { apiUrl } from '../../../mocks/http';
import { server } from '../../../mocks/node';
import { renderWithProviders } from '../../render';

const LEGACY = 'http://127.0.0.1:4174';
const GUIDE = {
  menuCode: 'CUP_HOM_3301',
  video: 'https://guides.example.com/cargo-tracking.mp4',
  documentGuide: 'https://guides.example.com/cargo-tracking.pdf',
};

/** Shows whether the guide list the legacy page asks for has arrived (the same query, so the same render). */
function GuidesProbe() {
  const { data } = useQuery(guideQueries.list());
  return <p>{data ? 'guides loaded' : 'guides loading'}</p>;
}

function HighlightProbe() {
  return <p>{useShipmentOverviewHighlight() ? 'shipment overview highlighted' : 'no highlight'}</p>;
}

const TARGETS = [
  { path: '/', element: <p>home page</p> },
  { path: '/login', element: <p>login page</p> },
  { path: '/404', element: <p>not found page</p> },
  { path: '/schedule/point-to-point-schedule', element: <p>schedule page</p> },
  { path: '/booking/booking-request', element: <p>booking request page</p> },
  { path: '/manage-shipment/shipments', element: <p>shipments page</p> },
  { path: '/e-finance/my-invoices', element: <p>my invoices page</p> },
];

function renderAt(route: string, ui: ReactElement = <LegacyPageRoute />, path = '/ecom/:page') {
  return renderWithProviders(
    <>
      {ui}
      <HighlightProbe />
    </>,
    { route, path, routes: TARGETS },
  );
}

function frame(name: RegExp = /Cargo Tracking/) {
  return screen.getByTitle<HTMLIFrameElement>(name);
}

function post(data: unknown, options: { origin?: string; source?: Window | null } = {}) {
  const source = options.source === undefined ? frame().contentWindow : options.source;
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin: options.origin ?? LEGACY, source }));
  });
}

const where = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

beforeEach(() => {
  server.use(http.get(apiUrl('v1/guides'), () => HttpResponse.json([GUIDE])));
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  sessionStore.getState().logOut();
  resetShipmentPromotion();
  vi.useRealTimers();
});

function logIn() {
  sessionStore.getState().logIn(
    {
      firstName: 'Min-jun',
      lastName: 'Kim',
      companyName: 'Hanbit Trading Co., Ltd.',
      userId: 'hanbit.kim',
      customerCode: 'KR00231544',
      customerCountry: 'KR',
    },
    { accessToken: 'access', refreshToken: 'refresh', expiresRefreshAt: '2026-12-21T00:00:00Z' },
  );
}

describe('legacy page host /ecom/CUP_HOM_xxxx.do', () => {
  it('shows the title, the frame from the legacy origin and the spinner until the page reports loaded', async () => {
    renderAt('/ecom/CUP_HOM_3301.do?trakNoParam=ONEYPUSE53817200&trakNoTpCdParam=B');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cargo Tracking' })).toBeInTheDocument();
    expect(document.title).toBe('Cargo Tracking | ONE');
    expect(frame().src).toBe(
      `${LEGACY}/ecom/CUP_HOM_3301.do?trakNoParam=ONEYPUSE53817200&trakNoTpCdParam=B&sessLocale=en`,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading Cargo Tracking…');
    post({ type: 'loading', isLoading: false });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    post({ type: 'loading', isLoading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading Cargo Tracking…');
  });

  it('takes the height the page reports', async () => {
    renderAt('/ecom/CUP_HOM_3301.do');
    await screen.findByRole('heading', { name: 'Cargo Tracking' });
    post({ type: 'resize', bodyHeight: 1834 });
    expect(frame()).toHaveStyle({ height: '1834px' });
    post({ type: 'resize', bodyHeight: 612 });
    expect(frame()).toHaveStyle({ height: '612px' });
  });

  it('skips the loading state that follows a download, once', async () => {
    renderAt('/ecom/CUP_HOM_3301.do');
    await screen.findByRole('heading', { name: 'Cargo Tracking' });
    post({ type: 'loading', isLoading: false });
    post({ type: 'downloadEvent' });
    post({ type: 'loading', isLoading: true });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    post({ type: 'loading', isLoading: true });
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('opens in-app routes of the allow-list and ignores any other navigate target', async () => {
    const { router } = renderAt('/ecom/CUP_HOM_3301.do');
    await screen.findByRole('heading', { name: 'Cargo Tracking' });
    post({ type: 'navigate', pathName: 'javascript:alert(1)' });
    post({ type: 'navigate', pathName: '//evil.example/schedule/point-to-point-schedule' });
    expect(where(router)).toBe('/ecom/CUP_HOM_3301.do');
    post({ type: 'navigate', pathName: '/schedule/point-to-point-schedule?oriLocCdParam=KRPUS' });
    expect(await screen.findByText('schedule page')).toBeInTheDocument();
    expect(where(router)).toBe('/schedule/point-to-point-schedule?oriLocCdParam=KRPUS');
  });

  it('sends the user to login and back when the page asks for it', async () => {
    const { router } = renderAt('/ecom/CUP_HOM_3301.do?trakNoParam=TGHU9033810&trakNoTpCdParam=C');
    await screen.findByRole('heading', { name: 'Cargo Tracking' });
    post({ type: 'redirectToCentralLogin' });
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(
      '/ecom/CUP_HOM_3301.do?trakNoParam=TGHU9033810&trakNoTpCdParam=C',
    );
  });

  it('highlights the shipment overview, and opens the schedule with the configured weeks', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T02:00:00Z'));
    const { router } = renderAt('/ecom/CUP_HOM_3301.do');
    await screen.findByRole('heading', { name: 'Cargo Tracking' });
    expect(screen.getByText('no highlight')).toBeInTheDocument();
    post({ type: 'promoteShipmentOverview' });
    expect(screen.getByText('shipment overview highlighted')).toBeInTheDocument();
    post({ type: 'redirectToSchedule' });
    expect(await screen.findByText('schedule page')).toBeInTheDocument();
    expect(where(router)).toBe(
      '/schedule/point-to-point-schedule?frmDtParam=2026-11-21&toDtParam=2026-12-19&nextWeekValue=28',
    );
  });

  it('after each frame load sends the login state and the guide to the legacy origin only, never "*"', async () => {
    renderAt(
      '/ecom/CUP_HOM_3301.do',
      <>
        <LegacyPageRoute />
        <GuidesProbe />
      </>,
    );
    await screen.findByRole('heading', { name: 'Cargo Tracking' });
    const postMessage = vi.spyOn(frame().contentWindow!, 'postMessage');
    // The probe shares the page's guide query and re-renders in the same commit: once it shows the guides, the page
    // (and its load handler) has them too.
    expect(await screen.findByText('guides loaded')).toBeInTheDocument();
    fireEvent.load(frame());
    expect(postMessage).toHaveBeenCalledWith({ type: 'loginState', loggedIn: false }, LEGACY);
    expect(postMessage).toHaveBeenCalledWith(
      {
        type: 'updateGuideUrl',
        guide: GUIDE,
        staticEndpoint: expect.stringMatching(/^http:\/\/localhost(:\d+)?\//) as string,
      },
      LEGACY,
    );
    act(() => {
      logIn();
    });
    expect(postMessage).toHaveBeenLastCalledWith({ type: 'loginState', loggedIn: true }, LEGACY);
    for (const call of postMessage.mock.calls) expect(call[1]).toBe(LEGACY);
  });

  it('maps the legacy home to / and unknown codes to /404', async () => {
    const view = renderAt('/ecom/CUP_HOM_3009.do');
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/');
    view.unmount();
    for (const route of ['/ecom/CUP_HOM_9999.do', '/ecom/CUP_HOM_3301.jsp', '/ecom/index.html']) {
      const { router, unmount } = renderAt(route);
      expect(await screen.findByText('not found page')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/404');
      unmount();
    }
  });

  it('sends old links of the pages the portal now has natively to those pages, not to the frame', async () => {
    for (const [route, text, pathname] of [
      ['/ecom/CUP_HOM_3401.do', 'booking request page', '/booking/booking-request'],
      ['/ecom/CUP_HOM_3402.do', 'shipments page', '/manage-shipment/shipments'],
      ['/ecom/CUP_HOM_3520.do', 'shipments page', '/manage-shipment/shipments'],
      ['/ecom/CUP_HOM_3701.do', 'my invoices page', '/e-finance/my-invoices'],
    ] as const) {
      const { router, unmount } = renderAt(route);
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(pathname);
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      unmount();
    }
  });
});

describe('menu page without a matching menu item', () => {
  const page = findLegacyPage('CUP_HOM_3701')!;
  const noMenu = (): MenuItem | undefined => undefined;

  it('sends an anonymous user to login', async () => {
    const { router } = renderAt('/ecom/CUP_HOM_3701.do', <LegacyPage page={page} findMenuItem={noMenu} />);
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe('/ecom/CUP_HOM_3701.do');
  });

  it('shows a logged-in user the blacklist alert; OK returns to /', async () => {
    logIn();
    const { user, router } = renderAt('/ecom/CUP_HOM_3701.do', <LegacyPage page={page} findMenuItem={noMenu} />);
    const alert = await screen.findByRole('alertdialog', { name: 'Access restricted' });
    expect(alert).toHaveTextContent('This menu is not available for your account.');
    expect(screen.queryByTitle(/My Invoice/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('closing the alert with Escape also returns to /', async () => {
    logIn();
    const { user } = renderAt('/ecom/CUP_HOM_3701.do', <LegacyPage page={page} findMenuItem={noMenu} />);
    await screen.findByRole('alertdialog', { name: 'Access restricted' });
    await user.keyboard('{Escape}');
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });

  it('shows the page to a logged-in user when a menu item leads to it', async () => {
    logIn();
    const menu = (pathname: string): MenuItem | undefined =>
      pathname === '/ecom/CUP_HOM_3701.do'
        ? { id: 'my-invoice', legacyCode: 'CUP_HOM_3701', isRequiredLogin: true }
        : undefined;
    renderAt('/ecom/CUP_HOM_3701.do', <LegacyPage page={page} findMenuItem={menu} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'My Invoice' })).toBeInTheDocument();
    expect(screen.getByTitle(/My Invoice/)).toHaveAttribute('src', `${LEGACY}/ecom/CUP_HOM_3701.do?sessLocale=en`);
  });
});

describe('legacy pages embedded by path', () => {
  it('hosts the address book at /booking/address-book', async () => {
    logIn();
    renderAt('/booking/address-book', <LegacyPathPage pageKey="addressBook" />, '/booking/address-book');
    expect(await screen.findByRole('heading', { level: 1, name: 'Address Book' })).toBeInTheDocument();
    expect(frame(/Address Book/).src).toBe(`${LEGACY}/ecom/addressBook.do?sessLocale=en`);
  });

  it('keeps the surcharge page spinner for at least one second', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    renderAt('/prices/surcharge-search', <LegacyPathPage pageKey="surcharge" />, '/prices/surcharge-search');
    expect(await screen.findByRole('heading', { level: 1, name: 'Surcharge Search' })).toBeInTheDocument();
    const started = Date.now();
    post({ type: 'loading', isLoading: false }, { source: frame(/Surcharge Search/).contentWindow });
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(Math.max(0, 900 - (Date.now() - started)));
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
