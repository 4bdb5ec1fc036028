import { waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';

import { createRoutes } from '@/app/router';
import { sessionStore } from '@/domain/session/session-store';
import { profileQueries } from '@/features/profile/api/profile-queries';
import { scheduleQueries } from '@/features/schedule/api/schedule-queries';
import { createQueryClient } from '@/lib/query-client';
import { logIn } from '@/services/session/session-auth';

import { DEMO_LOGINS } from '../../mocks/auth/demo-users';

// The route table's guards and loaders, without rendering: what the router does before a page's first render.
function routerAt(path: string) {
  const queryClient = createQueryClient({ retry: false });
  const router = createMemoryRouter(createRoutes({ queryClient, ready: Promise.resolve() }), {
    initialEntries: [path],
  });
  return { queryClient, router };
}

afterEach(() => {
  sessionStore.getState().logOut();
});

describe('route loaders', () => {
  it('send an anonymous visitor of my-profile to the login page, which brings them back', async () => {
    const { router } = routerAt('/my-profile');

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe('/my-profile');
  });

  it('bring the visitor back to the URL asked for, query included, for every guarded route', async () => {
    const { router } = routerAt('/my-profile?tab=company#address');

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe('/my-profile?tab=company');
  });

  it('bring an anonymous visitor of a quick booking link back to the same step and sailing after login', async () => {
    const link = '/booking/quick-booking?step=details&oriLocCdParam=KRPUS&sailKey=K1&vslNm=ONE+APUS';
    const { router } = routerAt(link);

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(link);
  });

  it('load the profile of a logged-in user before the page renders', async () => {
    await logIn(DEMO_LOGINS.shipper);
    const { router, queryClient } = routerAt('/my-profile');

    await waitFor(() => {
      expect(queryClient.getQueryState(profileQueries.detail(DEMO_LOGINS.shipper.userId).queryKey)?.status).toBe(
        'success',
      );
    });
    expect(router.state.location.pathname).toBe('/my-profile');
  });

  it('start the schedule search of a link before the page renders, with the keys the page uses', async () => {
    const { queryClient } = routerAt(
      '/schedule/point-to-point-schedule?oriLocCdParam=KRPUS&destLocCdParam=NLRTM&frmDtParam=2026-11-23' +
        '&toDtParam=2026-12-21&cmdParam=search',
    );
    const key = scheduleQueries.routes({
      porCode: 'KRPUS',
      delCode: 'NLRTM',
      fromDate: '2026-11-23',
      toDate: '2026-12-21',
      rcvTermCode: 'D',
      deTermCode: 'D',
    }).queryKey;

    await waitFor(() => {
      expect(queryClient.getQueryState(key)?.status).toBe('success');
    });
  });

  it('start nothing for a schedule link that does not ask for a search', async () => {
    const { router, queryClient } = routerAt('/schedule/point-to-point-schedule?oriLocCdParam=KRPUS');

    await waitFor(() => {
      expect(router.state.navigation.state).toBe('idle');
    });
    // The loader runs synchronously once `ready` settles; the schedule module import is what could still be pending.
    await import('@/features/schedule/api/prefetch-schedule-search');
    await Promise.resolve();
    expect(queryClient.getQueryCache().findAll({ queryKey: scheduleQueries.all() })).toEqual([]);
  });
});
