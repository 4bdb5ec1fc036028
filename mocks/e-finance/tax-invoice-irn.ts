import type { Money } from '@/domain/money/money';

/*
 * What India's Invoice Registration Portal adds to a GST e-invoice, as the mock carrier makes it (docs/areas/
 * e-finance.md "Tax invoices"; e-invoice schema and API of the GSTN/NIC): the IRN, SHA-256 in lowercase hex of supplier
 * GSTIN + fiscal year ('2026-27', April to March) + document type + document number; and the signed QR code, a JWS
 * whose payload's `data` is the invoice summary as JSON. The real portal signs with its RSA key; the mock with an HMAC
 * key of its own, so the QR code has the real shape and no real signature.
 */

const encoder = new TextEncoder();

const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The Indian fiscal year of `date` ('yyyy-MM-dd'): '2026-27' from 1 April 2026 to 31 March 2027. */
export function fiscalYearOf(date: string): string {
  const year = Number(date.slice(0, 4));
  const start = Number(date.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The IRN of a document: SHA-256 (64 lowercase hex) of GSTIN + fiscal year + document type + document number. */
export async function irnOf(gstin: string, issueDate: string, documentType: string, documentNumber: string) {
  const text = `${gstin}${fiscalYearOf(issueDate)}${documentType}${documentNumber}`;
  return hex(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

let keyPromise: Promise<CryptoKey> | undefined;

/** What the signed QR code summarises. */
export interface QrSummary {
  supplier: { gstin: string };
  buyer: { gstin: string };
  invoiceNumber: string;
  issueDate: string;
  total: Money;
  lines: readonly { sac: string }[];
}

/** The signed QR code's text (header.payload.signature, base64url) of `document` with its IRN. */
export async function signedQrCodeOf(document: QrSummary, irn: string, irnDate: string): Promise<string> {
  const [year, month, day] = document.issueDate.split('-');
  const data = {
    SellerGstin: document.supplier.gstin,
    BuyerGstin: document.buyer.gstin,
    DocNo: document.invoiceNumber,
    DocTyp: 'INV',
    DocDt: `${day}/${month}/${year}`,
    TotInvVal: document.total.amount / 100,
    ItemCnt: document.lines.length,
    MainHsnCode: document.lines[0]?.sac ?? '',
    Irn: irn,
    IrnDt: irnDate,
  };
  const header = base64Url(encoder.encode(JSON.stringify({ alg: 'HS256', typ: 'JWT' })));
  const payload = base64Url(encoder.encode(JSON.stringify({ data: JSON.stringify(data), iss: 'NIC (mock)' })));
  keyPromise ??= crypto.subtle.importKey(
    'raw',
    encoder.encode('one-ecom mock e-invoice key'),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signature = await crypto.subtle.sign('HMAC', await keyPromise, encoder.encode(`${header}.${payload}`));
  return `${header}.${payload}.${base64Url(new Uint8Array(signature))}`;
}
