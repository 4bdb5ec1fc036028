import {
  type SurchargeCodeEntry,
  type SurchargeCodesParams,
  surchargeCodesResponseSchema,
  SURCHARGES_PATH,
  TARIFF_SURCHARGES_EXPORT_MEDIA_TYPE,
  TARIFF_SURCHARGES_EXPORT_PATH,
  TARIFF_SURCHARGES_PATH,
  type TariffSurchargesParams,
  type TariffSurchargesResponse,
  tariffSurchargesResponseSchema,
} from '@/features/prices/api/prices-contract';
import { apiClient } from '@/lib/api-client';

/** GET v1/surcharges?q=: the catalogue's codes matching `q` (all of them for an empty `q`), in code order. */
export async function getSurchargeCodes(
  params: SurchargeCodesParams,
  signal?: AbortSignal,
): Promise<SurchargeCodeEntry[]> {
  const q = params.q?.trim();
  const { data } = await apiClient.get<unknown>(SURCHARGES_PATH, { params: q ? { q } : {}, signal });
  return surchargeCodesResponseSchema.parse(data).surcharges;
}

/** GET v1/tariffs/surcharges: every surcharge of the tariff that applies to the search. */
export async function getTariffSurcharges(
  params: TariffSurchargesParams,
  signal?: AbortSignal,
): Promise<TariffSurchargesResponse> {
  const { data } = await apiClient.get<unknown>(TARIFF_SURCHARGES_PATH, { params, signal });
  return tariffSurchargesResponseSchema.parse(data);
}

/** The workbook of a tariff search and the name the server gave it (null when it named none). */
export interface TariffSurchargesFile {
  blob: Blob;
  fileName: string | null;
}

/**
 * The file name of a Content-Disposition header: RFC 6266 `filename*=UTF-8''...` (percent-encoded) wins over
 * `filename="..."`; null when there is neither or the name is unusable (a path separator).
 */
export function fileNameOfContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  let name: string | null = null;
  if (extended?.[1]) {
    try {
      name = decodeURIComponent(extended[1].trim());
    } catch {
      name = null;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header);
    name = (plain?.[1] ?? plain?.[2] ?? '').trim() || null;
  }
  return name && !/[/\\]/.test(name) ? name : null;
}

/**
 * GET v1/tariffs/surcharges/files/downloads: the search's surcharges as an xlsx workbook, with the file name of the
 * answer's Content-Disposition. Rejects with ApiError.
 */
export async function downloadTariffSurcharges(params: TariffSurchargesParams): Promise<TariffSurchargesFile> {
  const response = await apiClient.get<ArrayBuffer>(TARIFF_SURCHARGES_EXPORT_PATH, {
    params,
    responseType: 'arraybuffer',
  });
  const disposition: unknown = response.headers['content-disposition'];
  return {
    // Bytes, then a Blob of the workbook's type: the same file whatever type the server labelled it with.
    blob: new Blob([response.data], { type: TARIFF_SURCHARGES_EXPORT_MEDIA_TYPE }),
    fileName: fileNameOfContentDisposition(typeof disposition === 'string' ? disposition : null),
  };
}
