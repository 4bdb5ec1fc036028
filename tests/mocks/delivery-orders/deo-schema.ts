import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

import { loadDcsaDocument } from '../dcsa-schemas';

/*
 * DCSA DEO 1.0.0-Beta-1's deliveryOrderShipmentEvent compiled with ajv, closed where DEO defines the object. DEO
 * refers to DCSA's domain documents on swaggerhub (EVENT_DOMAIN metadata and baseEvent) that are not beside the
 * repository: those references become open schemas ({}), so `metadata` stays open, while the payload's own fields
 * (the allOf branches DEO lists: eventDateTime, eventClassifierCode, shipmentEventTypeCode, documentTypeCode,
 * documentReference, reason, relatedDocumentReferences, references) make one closed object, as do the event itself
 * and each related document reference.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const FILE = 'DEO_v1.0.0-Beta-1.yaml';

/** External $refs -> {}; local '#/...' refs -> the added document's id. */
function resolveRefs(node: Json): Json {
  if (Array.isArray(node)) return node.map(resolveRefs);
  if (node === null || typeof node !== 'object') return node;
  const ref = node.$ref;
  if (typeof ref === 'string') return ref.startsWith('#') ? { $ref: `${FILE}${ref}` } : {};
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, resolveRefs(value)]));
}

const asObject = (node: Json | undefined): JsonObject => {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) throw new Error('DEO: not an object');
  return node;
};

/** The validator of one DEO deliveryOrderShipmentEvent, closed where DEO defines the object. */
export function deoEventValidator(): ValidateFunction {
  const document = loadDcsaDocument(FILE) as unknown as { components: JsonObject };
  const components = asObject(resolveRefs(document.components));
  const schemas = asObject(components.schemas);
  const related = asObject(schemas.relatedDocumentReferences);
  asObject(related.items).additionalProperties = false;
  const event = asObject(schemas.deliveryOrderShipmentEvent);
  const [metadataBranch, payloadBranch] = event.allOf as JsonObject[];
  const metadata = asObject(asObject(asObject(metadataBranch).properties).metadata);
  const payload = asObject(asObject(asObject(payloadBranch).properties).payload);
  const properties: JsonObject = {};
  for (const branch of payload.allOf as JsonObject[]) Object.assign(properties, asObject(branch).properties ?? {});
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: FILE, components });
  return ajv.compile({
    type: 'object',
    properties: {
      metadata,
      payload: { type: 'object', properties, required: payload.required ?? [], additionalProperties: false },
    },
    required: event.required ?? [],
    additionalProperties: false,
  });
}
