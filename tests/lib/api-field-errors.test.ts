// jsdom: the API client resolves its relative base URL against the page's origin, where the mock's handlers answer.
import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { z } from '@/config/zod';
import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { jsonPathToFieldName, toFormFieldErrors, withFieldErrors } from '@/lib/api-field-errors';

import { apiUrl, badRequest, toJsonPath } from '../../mocks/http';
import { server } from '../../mocks/node';

const requestSchema = z.object({
  requestedEquipments: z.array(z.object({ units: z.number().int().min(1), ISOEquipmentCode: z.string().min(4) })),
  'odd-name': z.string().optional(),
});

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('server field errors', () => {
  it('writes zod issue paths as JSONPath', () => {
    expect(toJsonPath(['requestedEquipments', 0, 'units'])).toBe('$.requestedEquipments[0].units');
    expect(toJsonPath([])).toBe('$');
    expect(toJsonPath(['odd-name'])).toBe("$['odd-name']");
  });

  it('maps JSONPaths onto react-hook-form names, and the root or wildcards onto nothing', () => {
    expect(jsonPathToFieldName('$.requestedEquipments[0].units')).toBe('requestedEquipments.0.units');
    expect(jsonPathToFieldName('$.documentParties.bookingAgent.partyName')).toBe(
      'documentParties.bookingAgent.partyName',
    );
    expect(jsonPathToFieldName("$['odd-name']")).toBe('odd-name');
    expect(jsonPathToFieldName('$')).toBeNull();
    expect(jsonPathToFieldName('$.requestedEquipments[*].units')).toBeNull();
    expect(jsonPathToFieldName('requestedEquipments')).toBeNull();
  });

  it("carries the mock's 400 field errors through the api client onto form field names", async () => {
    server.use(
      http.post(apiUrl('v1/test-field-errors'), async ({ request }) => {
        const parsed = requestSchema.safeParse(await request.json());
        if (parsed.success) throw new Error('the test body is meant to be invalid');
        return badRequest(parsed.error);
      }),
    );
    const error = await rejection(
      apiClient.post('v1/test-field-errors', {
        requestedEquipments: [
          { units: 1, ISOEquipmentCode: '45G1' },
          { units: 0, ISOEquipmentCode: '' },
        ],
      }),
    );
    expect(error.status).toBe(400);
    expect(error.code).toBe('INVALID_REQUEST');
    expect(error.errors?.map(({ jsonPath, property }) => ({ jsonPath, property }))).toEqual([
      { jsonPath: '$.requestedEquipments[1].units', property: 'units' },
      { jsonPath: '$.requestedEquipments[1].ISOEquipmentCode', property: 'ISOEquipmentCode' },
    ]);
    expect(error.errors?.every((fieldError) => fieldError.message.length > 0)).toBe(true);
    expect(error.toJSON().errors).toEqual(error.errors);
    expect(toFormFieldErrors(error).map((fieldError) => fieldError.name)).toEqual([
      'requestedEquipments.1.units',
      'requestedEquipments.1.ISOEquipmentCode',
    ]);
  });

  it('keeps only well-formed field errors of an error body', () => {
    const error = new ApiError({ code: 'INVALID_REQUEST', status: 400, message: 'bad' });
    const withErrors = withFieldErrors(error, {
      errors: [{ jsonPath: '$.remarks', message: 'too long' }, { jsonPath: 3, message: 'x' }, 'nonsense'],
    });
    expect(withErrors.toJSON()).toEqual({
      code: 'INVALID_REQUEST',
      status: 400,
      message: 'bad',
      errors: [{ jsonPath: '$.remarks', message: 'too long' }],
    });
    expect(withFieldErrors(error, { errors: 'none' })).toBe(error);
    expect(withFieldErrors(error, undefined)).toBe(error);
  });

  it('drops malformed field errors and gives no form errors for other failures', () => {
    const error = new ApiError({ code: 'X', status: 400, message: 'bad', errors: [] });
    expect(toFormFieldErrors(error)).toEqual([]);
    expect(toFormFieldErrors(new Error('boom'))).toEqual([]);
    expect(
      toFormFieldErrors(
        new ApiError({
          code: 'X',
          status: 400,
          message: 'bad',
          errors: [
            { jsonPath: '$.remarks', message: 'first' },
            { jsonPath: '$.remarks', message: 'second' },
            { jsonPath: '$', message: 'whole body' },
          ],
        }),
      ),
    ).toEqual([{ name: 'remarks', message: 'first' }]);
  });
});
