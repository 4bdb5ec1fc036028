import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { errorResponse, fieldErrorResponse } from '../../../mocks/http';
import { renderWithProviders } from '../../render';
import { axeViolations } from './axe';
import { created, partiesEndpoint, PartyForm } from './form-kit-harness';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const FAILED = 'It could not be sent. Try again.';
const OFFLINE = 'The connection is lost. Your request will be sent, once, as soon as it is back.';

function saveButton() {
  return screen.getByRole('button', { name: 'Save party' });
}

afterEach(() => {
  onlineManager.setOnline(true);
});

describe('useFormSubmit with FormSubmitStatus', () => {
  it('sends one request for a double press, and the busy button ignores further presses', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const keys = partiesEndpoint(async () => {
      await held;
      return created();
    });
    const { user } = renderWithProviders(<PartyForm />);

    await user.dblClick(saveButton());
    const busy = await screen.findByRole('button', { name: 'Saving…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    release();

    expect(await screen.findByText('Saved as PTY-0001')).toBeInTheDocument();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(UUID);
  });

  it.each([
    ['a 503', () => errorResponse(503, 'SERVICE_UNAVAILABLE', 'Under maintenance')],
    ['a network error', () => HttpResponse.error()],
  ])('retries after %s with the same Idempotency-Key', async (_name, failure) => {
    const keys = partiesEndpoint((attempt) => (attempt === 1 ? failure() : created()));
    const { user } = renderWithProviders(<PartyForm />);

    await user.click(saveButton());
    // Nothing to show at a field: the form says it failed, next to the button.
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
    await user.click(saveButton());

    expect(await screen.findByText('Saved as PTY-0001')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
  });

  it('sends a new Idempotency-Key after a 400 refusal, which created nothing', async () => {
    const keys = partiesEndpoint((attempt) =>
      attempt === 1 ? errorResponse(400, 'BAD_REQUEST', 'Refused') : created(),
    );
    const { user } = renderWithProviders(<PartyForm />);

    await user.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
    await user.click(saveButton());

    expect(await screen.findByText('Saved as PTY-0001')).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toMatch(UUID);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('keeps the key for the same values pressed again after the answer, and sends a new one for changed values', async () => {
    const keys = partiesEndpoint(() => created());
    const { user } = renderWithProviders(<PartyForm />);
    await user.type(screen.getByRole('textbox', { name: /Company name/ }), 'Hansa');

    await user.click(saveButton());
    expect(await screen.findByText('Saved as PTY-0001')).toBeInTheDocument();
    // The second press of a double click that lands after the answer: the same request, the same key.
    await user.click(saveButton());
    await waitFor(() => {
      expect(keys).toHaveLength(2);
    });
    expect(keys[1]).toBe(keys[0]);

    await user.type(screen.getByRole('textbox', { name: /Company name/ }), ' Spedition');
    await user.click(saveButton());
    await waitFor(() => {
      expect(keys).toHaveLength(3);
    });
    expect(keys[2]).toMatch(UUID);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it("puts a 400's field error at its field and focuses it, with no general alert", async () => {
    partiesEndpoint(() =>
      fieldErrorResponse(400, 'BAD_REQUEST', 'Invalid party', [
        { jsonPath: '$.name', property: 'name', message: 'A party with this name exists.' },
      ]),
    );
    const { user } = renderWithProviders(<PartyForm />);

    await user.click(saveButton());

    const name = screen.getByRole('textbox', { name: 'Company name' });
    await waitFor(() => {
      expect(name).toHaveAccessibleDescription('A party with this name exists.');
    });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => {
      expect(name).toHaveFocus();
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('says the connection is lost while offline, and sends the request once when it is back', async () => {
    const keys = partiesEndpoint(() => created());
    const { user } = renderWithProviders(<PartyForm />);
    act(() => {
      onlineManager.setOnline(false);
    });

    await user.click(saveButton());

    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent(OFFLINE);
    });
    expect(screen.getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-disabled', 'true');
    expect(await axeViolations()).toEqual([]);
    expect(keys).toEqual([]);

    act(() => {
      onlineManager.setOnline(true);
    });

    expect(await screen.findByText('Saved as PTY-0001')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(keys).toHaveLength(1);
  });
});
