// Cargo tracking of the stand-in (CUP_HOM_3301): the shipments a tracking number names.
import { SHIPMENTS } from './data.mjs';

/**
 * Finds shipments and containers for a tracking number. Returns [{ shipment, containers }] (containers limited to
 * the one searched for with type C). Case and surrounding spaces are ignored.
 */
export function findTracking(number, type) {
  const wanted = String(number ?? '')
    .trim()
    .toUpperCase();
  if (!wanted) return [];
  const results = [];
  for (const shipment of SHIPMENTS) {
    if (type === 'B' && shipment.bl === wanted) results.push({ shipment, containers: shipment.containers });
    if (type === 'K' && shipment.booking === wanted) results.push({ shipment, containers: shipment.containers });
    if (type === 'C') {
      const match = shipment.containers.filter((entry) => entry.number === wanted);
      if (match.length > 0) results.push({ shipment, containers: match });
    }
  }
  return results;
}
