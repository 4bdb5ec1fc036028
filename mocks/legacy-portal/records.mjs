// How the stand-in's reference data (./data.mjs) writes its records: identifiers with valid check digits (ISO 6346
// container numbers, IMO numbers) and DCSA Track & Trace events.

/** ISO 6346 check digit of a container number's first ten characters ('ONEU123456'). */
export function containerCheckDigit(first10) {
  const letterValue = (char) => {
    // A=10 ... Z=38, skipping multiples of 11.
    let value = 10;
    for (let code = 65; code < char.charCodeAt(0); code += 1) {
      value += 1;
      if (value % 11 === 0) value += 1;
    }
    return value;
  };
  let sum = 0;
  for (let index = 0; index < 10; index += 1) {
    const char = first10[index];
    const value = /[0-9]/.test(char) ? Number(char) : letterValue(char);
    sum += value * 2 ** index;
  }
  return (sum % 11) % 10;
}

/** A container number with its check digit: 'ONEU048213' -> 'ONEU0482131'. */
export const containerNumber = (first10) => `${first10}${containerCheckDigit(first10)}`;

/** IMO number with a valid check digit from its first six digits. */
export function imoNumber(firstSix) {
  let sum = 0;
  for (let index = 0; index < 6; index += 1) sum += Number(firstSix[index]) * (7 - index);
  return `${firstSix}${sum % 10}`;
}

/**
 * A DCSA tracking event of the stand-in: eventType, equipment or transport event type, classifier, local date-time
 * ('yyyy-MM-ddTHH:mm') and port, plus details (emptyIndicator, facility, vessel, voyage).
 */
export const trackingEvent = (type, name, classifier, dateTime, port, detail) => ({
  type,
  name,
  classifier,
  dateTime,
  port,
  ...detail,
});
