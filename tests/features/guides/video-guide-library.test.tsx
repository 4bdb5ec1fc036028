import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/domain/session/session-store';
import { VideoGuideLibrary } from '@/features/guides/components/video-guide-library';

import { server } from '../../../mocks/node';
import { renderWithProviders } from '../../render';

afterEach(() => {
  sessionStore.getState().logOut();
});

describe('video guide library', () => {
  it('opens the video dialog on an item click and closes it on a second click or the close icon', async () => {
    const { user } = renderWithProviders(<VideoGuideLibrary />);
    const item = await screen.findByRole('button', { name: 'Making a booking request' });
    expect(item).toHaveAttribute('aria-expanded', 'false');
    await user.click(item);
    // The dialog's code is a lazy chunk: the first opening waits for it.
    const dialog = await screen.findByRole('dialog', { name: 'Making a booking request' });
    expect(item).toHaveAttribute('aria-expanded', 'true');
    // eslint-disable-next-line testing-library/no-node-access -- <video> and <track> have no role to query by
    const video = dialog.querySelector('video');
    expect(video).toHaveAttribute('src', '/api/v1/guide-media/gd_booking_request.webm');
    // eslint-disable-next-line testing-library/no-node-access -- see above
    const tracks = [...(video?.querySelectorAll('track') ?? [])];
    expect(tracks.map((track) => [track.srclang, track.label, track.kind, track.default])).toEqual([
      ['en', 'English', 'subtitles', true],
      ['ko', '한국어', 'subtitles', false],
      ['ja', '日本語', 'subtitles', false],
      ['zh', '中文', 'subtitles', false],
    ]);
    expect(tracks[1]).toHaveAttribute('src', '/api/v1/guide-media/gd_booking_request.ko.vtt');

    await user.click(item);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(item);
    await user.click(screen.getByRole('button', { name: 'Making a booking request' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(item);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('switches the video when another item is clicked', async () => {
    const { user } = renderWithProviders(<VideoGuideLibrary />);
    await user.click(await screen.findByRole('button', { name: 'Making a booking request' }));
    await user.click(screen.getByRole('button', { name: 'Paying invoices online' }));
    expect(await screen.findByRole('dialog', { name: 'Paying invoices online' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('is not fetched for an anonymous user when the guides need login', () => {
    // Any request would fail the test (onUnhandledRequest: 'error' is the default; these handlers make it explicit).
    server.use(
      http.get('*/v1/guides', () => HttpResponse.error()),
      http.get('*/v1/view-guides/:id', () => HttpResponse.error()),
    );
    renderWithProviders(<VideoGuideLibrary requiresLogin />);
    expect(screen.getByText('Log in to watch the video guides.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?returnTo=%2F');
  });

  it('hides the library when the view guide says it is not shown', async () => {
    server.use(http.get('*/v1/view-guides/:id', () => HttpResponse.json({ isShown: false })));
    renderWithProviders(<VideoGuideLibrary />);
    expect(screen.getByRole('heading', { name: 'Video guides' })).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByRole('heading', { name: 'Video guides' })).not.toBeInTheDocument();
    });
  });

  it('offers a retry when the guides fail to load', async () => {
    let calls = 0;
    server.use(
      http.get('*/v1/guides', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ code: 'E', status: 500, message: 'down' }, { status: 500 })
          : HttpResponse.json([]);
      }),
    );
    const { user } = renderWithProviders(<VideoGuideLibrary />);
    // The shared handler reports the failure once (docs/requirements.md §8); after OK the library offers its own retry.
    const popup = await screen.findByRole('alertdialog');
    await user.click(within(popup).getByRole('button', { name: 'OK' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The video guides could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => {
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
    expect(calls).toBe(2);
  });
});
