import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { SurveyForm } from '@/features/survey/components/survey-form';

import { server } from '../../../mocks/node';
import { RECEIVED } from '../../../mocks/surveys/handlers';
import { axeViolations } from '../../components/ui/axe';
import { goOffline, goOnline, OFFLINE_MESSAGE, requestsTo } from '../../components/ui/offline';
import { renderWithProviders } from '../../render';

describe('survey', () => {
  it('shows the three question types and validates required answers', async () => {
    const { user } = renderWithProviders(<SurveyForm code="ECOM_EXPERIENCE" />);
    const stars = await screen.findByRole('group', { name: /How satisfied are you/ });
    expect(screen.getAllByRole('radio', { name: /stars?$/ }).map((radio) => radio.getAttribute('value'))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    expect(screen.getByRole('radio', { name: '1 star' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'No' })).toBeInTheDocument();
    const text = screen.getByRole('textbox', { name: 'What should we improve?' });
    expect(text).toHaveAttribute('maxLength', '250');

    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => {
      expect(stars).toHaveAccessibleDescription('Answer this question.');
    });
    expect(screen.getByRole('group', { name: /Did you find/ })).toHaveAccessibleDescription('Answer this question.');
    expect(await axeViolations()).toEqual([]);
  });

  it('counts free text up to 250 characters and sends the answers', async () => {
    const { user } = renderWithProviders(<SurveyForm code="ECOM_EXPERIENCE" />);
    await user.click(await screen.findByRole('radio', { name: '5 stars' }));
    await user.click(screen.getByRole('radio', { name: 'No' }));
    const text = screen.getByRole('textbox', { name: 'What should we improve?' });
    await user.click(text);
    await user.paste('x'.repeat(260));
    expect(text).toHaveValue('x'.repeat(250));
    expect(screen.getByText('250/250')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for your feedback.');
    expect(RECEIVED.get('ECOM_EXPERIENCE')?.at(-1)).toEqual([
      { questionId: 'Q1', value: '5' },
      { questionId: 'Q2', value: 'N' },
      { questionId: 'Q3', value: 'x'.repeat(250) },
    ]);
  });

  it('reports a failed send', async () => {
    server.use(
      http.post('*/v1/surveys/:code', () =>
        HttpResponse.json({ code: 'INVALID_REQUEST', status: 400, message: 'bad' }, { status: 400 }),
      ),
    );
    const { user } = renderWithProviders(<SurveyForm code="ECOM_EXPERIENCE" />);
    await user.click(await screen.findByRole('radio', { name: '3 stars' }));
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your answers could not be sent.');
  });

  it('says the connection is lost while offline, and sends the answers once when it is back', async () => {
    const { user } = renderWithProviders(<SurveyForm code="ECOM_EXPERIENCE" />);
    await user.click(await screen.findByRole('radio', { name: '4 stars' }));
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    const posts = requestsTo('POST', /\/v1\/surveys\/ECOM_EXPERIENCE$/);
    goOffline();

    await user.click(screen.getByRole('button', { name: 'Send feedback' }));

    expect(await screen.findByText(OFFLINE_MESSAGE)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    expect(posts).toEqual([]);
    goOnline();

    expect(await screen.findByText('Thank you for your feedback.')).toBeInTheDocument();
    expect(posts).toHaveLength(1);
  });
});
