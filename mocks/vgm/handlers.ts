import { http, HttpResponse, type RequestHandler } from 'msw';

import {
  type FeedbackElement,
  getVgmDeclarationsResponseSchema,
  postVgmDeclarationsRequestSchema,
  type PostVgmDeclarationsResponse,
  postVgmDeclarationsResponseSchema,
  VGM_API_VERSION,
  VGM_DECLARATIONS_PATH,
  vgmBookingSchema,
  type VgmDeclaration,
} from '@/domain/vgm/vgm-contract';
import { IDEMPOTENCY_KEY_HEADER } from '@/lib/idempotency-key';

import { findAccount } from '../auth/accounts';
import { verifyAccessToken } from '../auth/auth-db';
import { companyOf } from '../e-finance/invoice-sources';
import { apiUrl, errorResponse, idempotencyKeyOf, toJsonPath } from '../http';
import {
  portOfLoadingOf,
  siContainersOf,
  totalUnitsOf,
  vesselVoyageOf,
  type VgmBookingFacts,
  vgmBookingFacts,
} from './vgm-booking';
import { answerOfKey, entryKey, recordOf, storeVgmSubmit, vgmEntriesOf } from './vgm-store';

/*
 * The mock carrier's VGM API (contract: src/domain/vgm/vgm-contract.ts; DCSA VGM 1.0.1; docs/areas/vgm-delivery-orders.md).
 *
 * POST {API}/v1/vgm-declarations + Idempotency-Key -> 200 PostVGMDeclarationsResponse: every declaration stored (a new
 *      version when its booking and container were declared before); WARN feedback for each one after the booking's
 *      VGM cut-off (it is kept and marked late) and for a VGM more than 5 % off the SI's cargo plus tare. The same key
 *      of the same user answers the same and stores nothing. 400 PostVGMDeclarationsError (feedbackElements, ERROR,
 *      propertyPath) for a bad body, a wrong ISO 6346 check digit, a container twice, or a booking that is not the
 *      company's or not confirmed: then nothing is stored.
 * GET  {API}/v1/vgm-declarations?carrierBookingReference|transportDocumentReference|equipmentReference
 *      [&declarationDateTimeMin&declarationDateTimeMax] -> 200 GetVGMDeclarationsResponse (the company's, current)
 * GET  {API}/v1/vgm/bookings/{ref} -> 200 VgmBooking; 404 BOOKING_NOT_FOUND; 409 NOT_CONFIRMED
 * Every answer carries API-Version 1.0.1.
 */

const VERSION_HEADER = { 'API-Version': VGM_API_VERSION };

/**
 * ISO 6346 check: 4 letters (the 4th U, J or Z), 6 digits and the check digit (each character's value times 2^position,
 * summed, mod 11, mod 10; letters A=10 upwards skipping multiples of 11). The mock's own copy of the rule.
 */
function hasIsoCheckDigit(value: string): boolean {
  if (!/^[A-Z]{3}[UJZ]\d{7}$/.test(value)) return false;
  const letterValue = (letter: string) => {
    let code = 10;
    for (let at = 'A'.charCodeAt(0); at < letter.charCodeAt(0); at += 1) code += (code + 1) % 11 === 0 ? 2 : 1;
    return code;
  };
  let sum = 0;
  for (let index = 0; index < 10; index += 1) {
    const character = value.charAt(index);
    sum += (/\d/.test(character) ? Number(character) : letterValue(character)) * 2 ** index;
  }
  return (sum % 11) % 10 === Number(value.charAt(10));
}
const MISMATCH_SHARE = 0.05;
const KG_PER_LB = 0.45359237;

async function userOf(request: Request): Promise<string | null> {
  const token = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];
  return token ? verifyAccessToken(token) : null;
}

const dcsaError = (status: number, feedbackElements: FeedbackElement[]) =>
  HttpResponse.json({ feedbackElements }, { status, headers: VERSION_HEADER });

const kgOf = (weight: { value: number; unit: 'KGM' | 'LBR' }) =>
  weight.unit === 'KGM' ? weight.value : weight.value * KG_PER_LB;

/** ERROR feedback for declarations the carrier cannot take, with their JSONPath. */
function refusalsOf(
  declarations: VgmDeclaration[],
  facts: Map<string, VgmBookingFacts | undefined>,
): FeedbackElement[] {
  const seen = new Set<string>();
  return declarations.flatMap((declaration, index): FeedbackElement[] => {
    const path = `$.VGMDeclarations[${index}]`;
    const booking = facts.get(declaration.shipmentDetails.carrierBookingReference);
    const container = declaration.equipmentDetails.equipmentReference;
    if (!booking)
      return [
        {
          severity: 'ERROR',
          message: 'No booking of your company has this number.',
          propertyPath: `${path}.shipmentDetails.carrierBookingReference`,
        },
      ];
    if (!booking.isVgmAble)
      return [
        {
          severity: 'ERROR',
          message: 'The booking is not confirmed.',
          propertyPath: `${path}.shipmentDetails.carrierBookingReference`,
        },
      ];
    if (!hasIsoCheckDigit(container))
      return [
        {
          severity: 'ERROR',
          message: 'Not an ISO 6346 container number (check digit).',
          propertyPath: `${path}.equipmentDetails.equipmentReference`,
        },
      ];
    if (seen.has(entryKey(declaration)))
      return [
        {
          severity: 'ERROR',
          message: 'The container is declared twice.',
          propertyPath: `${path}.equipmentDetails.equipmentReference`,
        },
      ];
    seen.add(entryKey(declaration));
    return [];
  });
}

/** WARN feedback: late declarations and VGMs more than 5 % off the SI's cargo gross weight plus tare. */
function warningsOf(declarations: VgmDeclaration[], facts: Map<string, VgmBookingFacts | undefined>, nowMs: number) {
  return declarations.flatMap((declaration, index): FeedbackElement[] => {
    const booking = facts.get(declaration.shipmentDetails.carrierBookingReference);
    const warnings: FeedbackElement[] = [];
    if (booking?.vgmCutOff && nowMs > new Date(booking.vgmCutOff).getTime()) {
      warnings.push({
        severity: 'WARN',
        message: `Declared after the VGM cut-off ${booking.vgmCutOff}: accepted late.`,
        propertyPath: `$.VGMDeclarations[${index}]`,
      });
    }
    const si =
      booking &&
      siContainersOf(booking, nowMs).find(
        (entry) => entry.equipmentReference === declaration.equipmentDetails.equipmentReference,
      );
    if (si?.tareWeight) {
      const expected = kgOf(si.cargoGrossWeight) + kgOf(si.tareWeight);
      if (Math.abs(kgOf(declaration.VGM.weight) - expected) > expected * MISMATCH_SHARE) {
        warnings.push({
          severity: 'WARN',
          message: `The VGM differs from the SI's cargo gross weight plus tare (${Math.round(expected)} kg) by more than 5 %.`,
          propertyPath: `$.VGMDeclarations[${index}].VGM.weight`,
        });
      }
    }
    return warnings;
  });
}

/** Handlers of the VGM resource. */
export const vgmHandlers: RequestHandler[] = [
  http.post(apiUrl(VGM_DECLARATIONS_PATH), async ({ request }) => {
    const userId = await userOf(request);
    if (!userId) return errorResponse(401, 'UNAUTHORIZED', 'Log in to declare VGMs.');
    const key = idempotencyKeyOf(request);
    if (!key)
      return dcsaError(400, [{ severity: 'ERROR', message: `The ${IDEMPOTENCY_KEY_HEADER} header is required.` }]);
    const { customerCode } = companyOf(userId);
    const earlier = answerOfKey(customerCode, userId, key);
    if (earlier) return HttpResponse.json(earlier, { headers: VERSION_HEADER });
    const parsed = postVgmDeclarationsRequestSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) {
      return dcsaError(
        400,
        parsed.error.issues.map((issue) => ({
          severity: 'ERROR',
          message: issue.message,
          propertyPath: toJsonPath(issue.path),
        })),
      );
    }
    const nowMs = Date.now();
    const declarations = parsed.data.VGMDeclarations;
    const facts = new Map<string, VgmBookingFacts | undefined>();
    for (const declaration of declarations) {
      const reference = declaration.shipmentDetails.carrierBookingReference;
      if (!facts.has(reference)) facts.set(reference, vgmBookingFacts(userId, reference, nowMs));
    }
    const refusals = refusalsOf(declarations, facts);
    if (refusals.length > 0) return dcsaError(400, refusals);
    const account = findAccount(userId)?.user;
    const userName = account ? `${account.firstName} ${account.lastName}` : userId;
    const declarationDateTime = new Date(nowMs).toISOString();
    const feedbackElements = warningsOf(declarations, facts, nowMs);
    const answer: PostVgmDeclarationsResponse = feedbackElements.length ? { feedbackElements } : {};
    storeVgmSubmit(
      customerCode,
      userId,
      key,
      declarations.map((declaration) => {
        const booking = facts.get(declaration.shipmentDetails.carrierBookingReference);
        return {
          declaration: {
            ...declaration,
            declarationDateTime,
            shipmentDetails: {
              ...declaration.shipmentDetails,
              transportDocumentReference: booking?.transportDocumentReference,
            },
          },
          userId,
          userName,
          atMs: nowMs,
          isLate: booking?.vgmCutOff !== undefined && nowMs > new Date(booking.vgmCutOff).getTime(),
        };
      }),
      answer,
    );
    return HttpResponse.json(postVgmDeclarationsResponseSchema.parse(answer), { headers: VERSION_HEADER });
  }),
  http.get(apiUrl(VGM_DECLARATIONS_PATH), async ({ request }) => {
    const userId = await userOf(request);
    if (!userId) return errorResponse(401, 'UNAUTHORIZED', 'Log in to see your VGMs.');
    const query = new URL(request.url).searchParams;
    const matches = (name: string, value: string | undefined) => {
      const wanted = query
        .get(name)
        ?.trim()
        .toUpperCase()
        .replace(/[\s\-/]+/g, '');
      return !wanted || value === wanted;
    };
    const min = query.get('declarationDateTimeMin');
    const max = query.get('declarationDateTimeMax');
    const VGMDeclarations = vgmEntriesOf(companyOf(userId).customerCode)
      .flatMap((versions) => versions.slice(-1).map((version) => version.declaration))
      .filter(
        (declaration) =>
          matches('carrierBookingReference', declaration.shipmentDetails.carrierBookingReference) &&
          matches('transportDocumentReference', declaration.shipmentDetails.transportDocumentReference) &&
          matches('equipmentReference', declaration.equipmentDetails.equipmentReference) &&
          (!min || (declaration.declarationDateTime ?? '') >= new Date(min).toISOString()) &&
          (!max || (declaration.declarationDateTime ?? '') <= new Date(max).toISOString()),
      );
    return HttpResponse.json(getVgmDeclarationsResponseSchema.parse({ VGMDeclarations }), { headers: VERSION_HEADER });
  }),
  http.get(apiUrl('v1/vgm/bookings/:reference'), async ({ request, params }) => {
    const userId = await userOf(request);
    if (!userId) return errorResponse(401, 'UNAUTHORIZED', 'Log in to see your VGMs.');
    const reference = String(params.reference).trim().toUpperCase();
    const nowMs = Date.now();
    const facts = vgmBookingFacts(userId, reference, nowMs);
    if (!facts) return errorResponse(404, 'BOOKING_NOT_FOUND', `There is no booking ${reference} of your company.`);
    if (!facts.isVgmAble) return errorResponse(409, 'NOT_CONFIRMED', `Booking ${reference} is not confirmed.`);
    const records = vgmEntriesOf(companyOf(userId).customerCode)
      .filter((versions) => versions[0]?.declaration.shipmentDetails.carrierBookingReference === reference)
      .flatMap((versions) => recordOf(versions) ?? []);
    return HttpResponse.json(
      vgmBookingSchema.parse({
        carrierBookingReference: reference,
        transportDocumentReference: facts.transportDocumentReference,
        ...vesselVoyageOf(facts.booking),
        portOfLoading: portOfLoadingOf(facts.booking),
        ...(facts.vgmCutOff ? { vgmCutOff: facts.vgmCutOff } : {}),
        totalUnits: totalUnitsOf(facts.booking),
        siContainers: siContainersOf(facts, nowMs),
        records,
      }),
    );
  }),
];
