import type { Booking } from '@/domain/booking/booking-answer-contract';

/**
 * The countries whose ports are in ICS2 (the EU's Import Control System 2 for safety and security), as ISO 3166-1
 * alpha-2 codes. Source: ISO 3166-1 (codes) and the EU's list of member states (europa.eu, "Country profiles", the 27
 * members since 2020-02-01), plus the countries in the EU's common safety and security area that run ICS2 for their
 * own imports: Norway (NO) and Switzerland (CH) (EU agreements on customs security measures, taxation-customs.ec.europa.eu
 * "ICS2"). Greece is GR in ISO 3166-1 (not EL as in EU statistics).
 */
export const ICS2_COUNTRY_CODES = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
  // Not EU members, but ICS2 applies (common safety and security area).
  'NO',
  'CH',
] as const;

/** The 27 EU member states of {@link ICS2_COUNTRY_CODES} (ISO 3166-1 alpha-2). */
export const EU_MEMBER_STATE_CODES = ICS2_COUNTRY_CODES.slice(0, 27);

/**
 * UN/LOCODEs of Northern Ireland's seaports. Under the Windsor Framework goods entering Northern Ireland follow EU
 * customs rules, ICS2 included; their LOCODEs start with GB, so the country code alone cannot tell them from
 * Great Britain's (Felixstowe GBFXT is not in ICS2).
 */
export const NORTHERN_IRELAND_PORTS = ['GBBEL', 'GBLAR', 'GBWPT'] as const;

const ics2Countries = new Set<string>(ICS2_COUNTRY_CODES);
const northernIrelandPorts = new Set<string>(NORTHERN_IRELAND_PORTS);

/** True when ISO 3166-1 alpha-2 `countryCode` (any case) is in {@link ICS2_COUNTRY_CODES}. */
export function isIcs2Country(countryCode: string): boolean {
  return ics2Countries.has(countryCode.toUpperCase());
}

/**
 * True when the place with UN/LOCODE `unLocationCode` ('NLRTM') is under ICS2: its first two letters (the ISO
 * 3166-1 country) are an ICS2 country, or it is a Northern Ireland port ({@link NORTHERN_IRELAND_PORTS}).
 */
export function isIcs2Location(unLocationCode: string): boolean {
  const code = unLocationCode.toUpperCase();
  return isIcs2Country(code.slice(0, 2)) || northernIrelandPorts.has(code);
}

/**
 * Every UN/LOCODE of the booking's route, in no particular order and without repeats: the shipment locations (place
 * of receipt, POL, POD, place of delivery) and every load and discharge location of the transport plan (so
 * transshipment ports count).
 */
export function routeLocationCodes(
  booking: Pick<Booking, 'shipmentLocations'> & { transportPlan?: Booking['transportPlan'] },
): string[] {
  const codes = booking.shipmentLocations.map((location) => location.location.UNLocationCode);
  for (const transport of booking.transportPlan ?? []) {
    codes.push(transport.loadLocation.UNLocationCode, transport.dischargeLocation.UNLocationCode);
  }
  return [...new Set(codes)];
}

type Ics2Route = Pick<Booking, 'shipmentLocations'> & { transportPlan?: Booking['transportPlan'] };

/**
 * The UN/LOCODEs the cargo passes from its port of loading on, in route order: POL, then the load and discharge ports
 * of the transport plan by sequence (pre-carriage legs before the POL dropped), then POD and place of delivery (PDE).
 * Repeats are kept (harmless for {@link needsIcs2}).
 */
function placesFromPol(booking: Ics2Route): string[] {
  const codeOf = (type: string) =>
    booking.shipmentLocations.find((location) => location.locationTypeCode === type)?.location.UNLocationCode;
  const legs = [...(booking.transportPlan ?? [])].sort(
    (a, b) => a.transportPlanStageSequenceNumber - b.transportPlanStageSequenceNumber,
  );
  const planned = legs.flatMap((leg) => [leg.loadLocation.UNLocationCode, leg.dischargeLocation.UNLocationCode]);
  const pol = codeOf('POL') ?? legs.find((leg) => leg.transportPlanStage === 'MNC')?.loadLocation.UNLocationCode;
  const fromPol = pol && planned.includes(pol) ? planned.slice(planned.indexOf(pol)) : planned;
  return [pol, ...fromPol, codeOf('POD'), codeOf('PDE')].filter((code): code is string => Boolean(code));
}

/**
 * True when the booking needs an ICS2 entry summary declaration (ENS): the cargo enters the ICS2 area
 * ({@link isIcs2Location}) from outside it on its way from the port of loading. That is when its POD or place of
 * delivery is in the area, or a transshipment port or port of call is, after a place outside it (goods discharged
 * there, or staying on board and continuing: ICS2 covers goods brought into the EU's customs territory, transit and
 * freight remaining on board included). A booking that leaves the area for outside it (Rotterdam -> Busan, Hamburg ->
 * Shanghai, also via another EU port such as Rotterdam -> Algeciras -> Santos) needs none: that is an export, declared
 * on exit, not an ENS. Source: DCSA EBL 3.0.4 `isCargoDeliveredInICS2Zone` ("cargo delivered to EU, Norway,
 * Switzerland or Northern Ireland") and docs/areas/customs.md.
 */
export function needsIcs2(booking: Ics2Route): boolean {
  let outside = false;
  for (const code of placesFromPol(booking)) {
    if (!isIcs2Location(code)) outside = true;
    else if (outside) return true;
  }
  return false;
}
