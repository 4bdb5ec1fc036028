import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { load } from 'js-yaml';

/*
 * DCSA OpenAPI documents (../shared/reference/dcsa beside the repository, resolved from the repository root where
 * Vitest runs) compiled with ajv for the conformance tests of the mock carrier: OpenAPI 3.0's boolean
 * exclusiveMinimum/Maximum turned into JSON Schema's number form, OpenAPI's numeric formats accepted as any number.
 * DCSA's schemas allow additional properties, so our own fields do not break them.
 */

type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** OpenAPI 3.0 -> JSON Schema draft 7: `{minimum: 0, exclusiveMinimum: true}` -> `{exclusiveMinimum: 0}`. */
function toJsonSchema(node: JsonValue): JsonValue {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (node === null || typeof node !== 'object') return node;
  const converted = new Map(Object.entries(node).map(([key, value]) => [key, toJsonSchema(value)]));
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    const exclusive = converted.get(flag);
    if (typeof exclusive !== 'boolean') continue;
    const limit = converted.get(bound);
    converted.delete(flag);
    if (exclusive && typeof limit === 'number') {
      converted.delete(bound);
      converted.set(flag, limit);
    }
  }
  return Object.fromEntries(converted);
}

/** A DCSA OpenAPI document as parsed YAML (its `components.schemas`, for tests that read the schemas themselves). */
export interface DcsaDocument {
  components: { schemas: Record<string, unknown> };
}

/** The parsed DCSA document `file` (e.g. 'BKG_v2.0.5.yaml'); throws when it is missing beside the repository. */
export function loadDcsaDocument(file: string): DcsaDocument {
  const path = resolve(process.cwd(), '../shared/reference/dcsa', file);
  if (!existsSync(path)) throw new Error(`The DCSA document is missing at ${path} (../shared beside the repository).`);
  return load(readFileSync(path, 'utf8')) as DcsaDocument;
}

/**
 * DCSA's schemas with every object closed: `additionalProperties: false` wherever `properties` are listed, so an
 * answer with a field DCSA does not define fails. DCSA's `allOf` + `$ref` wrappers keep a closed object's siblings
 * apart, so the referenced schemas themselves are closed (every object type under components/schemas).
 */
function closeObjects(node: JsonValue): JsonValue {
  if (Array.isArray(node)) return node.map(closeObjects);
  if (node === null || typeof node !== 'object') return node;
  const copy = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, closeObjects(value)]));
  if (copy.type === 'object' && copy.properties) copy.additionalProperties = false;
  return copy;
}

/**
 * The schemas `names` of the DCSA document `file` (e.g. 'EBL_v3.0.4.yaml'), as DCSA wrote them or, with
 * `closed: true`, with every object closed ({@link closeObjects}); throws when the file or a schema is missing.
 */
export function loadDcsaSchemas(
  file: string,
  names: readonly string[],
  { closed = false }: { closed?: boolean } = {},
): Map<string, ValidateFunction> {
  const document = loadDcsaDocument(file) as unknown as { components: Record<string, JsonValue> };
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addFormat('float', true);
  ajv.addFormat('int', true);
  ajv.addFormat('int32', true);
  const components = toJsonSchema(document.components);
  ajv.addSchema({ $id: file, components: closed ? closeObjects(components) : components });
  const validators = new Map<string, ValidateFunction>();
  for (const name of names) {
    const validate = ajv.getSchema(`${file}#/components/schemas/${name}`);
    if (!validate) throw new Error(`No DCSA schema ${name} in ${file}`);
    validators.set(name, validate);
  }
  return validators;
}

/** ajv's errors of `value` (after a JSON round trip: what the wire carries) against `validate`. */
export function dcsaErrorObjectsOf(validate: ValidateFunction | undefined, value: unknown): ErrorObject[] {
  if (!validate) throw new Error('No such DCSA schema loaded');
  validate(JSON.parse(JSON.stringify(value)));
  return validate.errors ?? [];
}

/** The errors of `value` against `validate` as "path message" lines. */
export function dcsaErrorsOf(validate: ValidateFunction | undefined, value: unknown): string[] {
  return dcsaErrorObjectsOf(validate, value).map((error) => `${error.instancePath} ${error.message ?? ''}`);
}
