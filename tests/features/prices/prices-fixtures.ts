import { http, HttpResponse } from 'msw';

import {
  type SurchargeCodeEntry,
  surchargeCodesResponseSchema,
  SURCHARGES_PATH,
  TARIFF_SURCHARGES_EXPORT_MEDIA_TYPE,
  TARIFF_SURCHARGES_EXPORT_PATH,
  TARIFF_SURCHARGES_PATH,
  tariffSurchargesParamsSchema,
  type TariffSurchargesResponse,
  tariffSurchargesResponseSchema,
} from '@/features/prices/api/prices-contract';

import { apiUrl, errorResponse } from '../../../mocks/http';

/** A few catalogue entries, parsed with the contract's schema so a drift of the contract fails here first. */
export const SURCHARGE_CODES: SurchargeCodeEntry[] = surchargeCodesResponseSchema.parse({
  surcharges: [
    {
      code: 'BAF',
      name: 'Bunker Adjustment Factor',
      description: 'Covers changes in the price of ship fuel.',
      basis: 'PER_CONTAINER',
      stage: 'FREIGHT',
    },
    {
      code: 'DOC',
      name: 'Documentation Fee',
      description: 'Issuing the bill of lading.',
      basis: 'PER_BL',
      stage: 'ORIGIN',
    },
    {
      code: 'EBS',
      name: 'Emergency Bunker Surcharge',
      description: 'Charged when fuel prices rise sharply.',
      basis: 'PER_TEU',
      stage: 'FREIGHT',
    },
    {
      code: 'OTHC',
      name: 'Origin Terminal Handling Charge',
      description: 'Handling of the container at the loading terminal.',
      basis: 'PER_CONTAINER',
      stage: 'ORIGIN',
    },
  ],
}).surcharges;

/**
 * A catalogue handler that filters like the contract says (code prefix, any case, or a word of name or description).
 * `onAnswer` runs as the answer is sent: a test can wait for it before asserting the spinner is still up.
 */
export function surchargeCodesHandler(onAnswer?: (q: string) => void) {
  return http.get(apiUrl(SURCHARGES_PATH), ({ request }) => {
    const q = (new URL(request.url).searchParams.get('q') ?? '').trim().toLowerCase();
    const surcharges = SURCHARGE_CODES.filter(
      (entry) =>
        q === '' ||
        entry.code.toLowerCase().startsWith(q) ||
        `${entry.name} ${entry.description}`.toLowerCase().split(/\W+/).includes(q),
    );
    onAnswer?.(q);
    return HttpResponse.json({ surcharges });
  });
}

/** A tariff answer for Busan -> Rotterdam, dry 40' HC, parsed with the contract's schema. */
export function tariffAnswer(applicationDate = '2026-11-21'): TariffSurchargesResponse {
  return tariffSurchargesResponseSchema.parse({
    params: {
      originCode: 'KRPUS',
      destinationCode: 'NLRTM',
      cargoType: 'DRY',
      isoEquipmentCode: '45G1',
      applicationDate,
    },
    surcharges: [
      {
        code: 'OTHC',
        name: 'Origin Terminal Handling Charge',
        basis: 'PER_CONTAINER',
        stage: 'ORIGIN',
        paymentTermCode: 'PRE',
        amount: { amount: 245000, currency: 'KRW' },
        effectiveFrom: '2026-01-01',
        chargedAtLocation: 'KRPUS',
      },
      {
        code: 'BAF',
        name: 'Bunker Adjustment Factor',
        basis: 'PER_CONTAINER',
        stage: 'FREIGHT',
        paymentTermCode: 'PRE',
        amount: { amount: 64050, currency: 'USD' },
        effectiveFrom: '2026-11-01',
        effectiveTo: '2026-11-30',
      },
      {
        code: 'DTHC',
        name: 'Destination Terminal Handling Charge',
        basis: 'PER_CONTAINER',
        stage: 'DESTINATION',
        paymentTermCode: 'COL',
        amount: { amount: 27500, currency: 'EUR' },
        effectiveFrom: '2026-01-01',
        chargedAtLocation: 'NLRTM',
      },
    ],
    exchangeRates: [
      { currency: 'KRW', usdPerUnit: '0.00072150', asOf: '2026-11-20' },
      { currency: 'EUR', usdPerUnit: '1.0850000000', asOf: '2026-11-20' },
    ],
    originCurrency: 'KRW',
    destinationCurrency: 'EUR',
  });
}

/** The tariff search: 400 to a query the contract refuses, else {@link tariffAnswer} for the asked date. */
export function tariffSurchargesHandler() {
  return http.get(apiUrl(TARIFF_SURCHARGES_PATH), ({ request }) => {
    const parsed = tariffSurchargesParamsSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) return errorResponse(400, 'INVALID_REQUEST', 'The search is incomplete.');
    return HttpResponse.json(tariffAnswer(parsed.data.applicationDate));
  });
}

/** The workbook: a few bytes of the xlsx type, named by Content-Disposition (or not, with `fileName` null). */
export function tariffExportHandler(fileName: string | null = 'ONE Tariff Surcharges KRPUS-NLRTM 45G1.xlsx') {
  return http.get(apiUrl(TARIFF_SURCHARGES_EXPORT_PATH), ({ request }) => {
    const parsed = tariffSurchargesParamsSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) return errorResponse(400, 'INVALID_REQUEST', 'The search is incomplete.');
    const headers: Record<string, string> = { 'Content-Type': TARIFF_SURCHARGES_EXPORT_MEDIA_TYPE };
    if (fileName) {
      headers['Content-Disposition'] =
        `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
    }
    return new HttpResponse(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), { headers });
  });
}
