import { ApiError, type ApiFieldError } from '@/lib/api-error';

/** A server field error placed on a form field: `name` in react-hook-form's dotted path ('requestedEquipments.0.units'). */
export interface FormFieldError {
  name: string;
  message: string;
}

// One step of a JSONPath: `.name`, `['name']` / `["name"]`, or `[0]`.
const JSON_PATH_STEP = /^(?:\.([A-Za-z_$][\w$]*)|\[(\d+)\]|\['((?:[^'\\]|\\.)*)'\]|\["((?:[^"\\]|\\.)*)"\])/;

/**
 * The react-hook-form field name of a JSONPath such as `$.requestedEquipments[0].units` ->
 * `'requestedEquipments.0.units'`. Returns null for the root (`'$'`) and for anything that is not a plain JSONPath of
 * properties and indexes (wildcards, filters): such an error belongs to the form as a whole.
 */
export function jsonPathToFieldName(jsonPath: string): string | null {
  if (!jsonPath.startsWith('$')) return null;
  let rest = jsonPath.slice(1);
  const names: string[] = [];
  while (rest.length > 0) {
    const step = JSON_PATH_STEP.exec(rest);
    if (!step) return null;
    const name = step[1] ?? step[2] ?? (step[3] ?? step[4])?.replace(/\\(.)/g, '$1');
    if (name === undefined) return null;
    names.push(name);
    rest = rest.slice(step[0].length);
  }
  return names.length > 0 ? names.join('.') : null;
}

/**
 * The field errors of a failed call in react-hook-form names, for `setError(name, { type: 'server', message })`.
 * Anything that is not an {@link ApiError} with `errors` gives []; errors on the body as a whole (`$`) are left out
 * (show the error's message instead). One entry per field: the first message the server gave for it wins.
 */
export function toFormFieldErrors(error: unknown): FormFieldError[] {
  if (!(error instanceof ApiError) || !error.errors) return [];
  const byName = new Map<string, string>();
  for (const fieldError of error.errors satisfies ApiFieldError[]) {
    const name = jsonPathToFieldName(fieldError.jsonPath);
    if (name !== null && !byName.has(name)) byName.set(name, fieldError.message);
  }
  return [...byName].map(([name, message]) => ({ name, message }));
}

function isApiFieldError(value: unknown): value is ApiFieldError {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.jsonPath === 'string' &&
    typeof record.message === 'string' &&
    (record.property === undefined || typeof record.property === 'string')
  );
}

/**
 * `error` with the well-formed field errors of the error response's body `data` (`{..., errors: [{jsonPath, property?,
 * message}]}`; malformed entries dropped); `error` itself when the body has none. The API client applies it to every
 * failed answer, so `ApiError.errors` is set wherever the server named fields.
 */
export function withFieldErrors(error: ApiError, data: unknown): ApiError {
  const errors: unknown = typeof data === 'object' && data !== null ? (data as { errors?: unknown }).errors : undefined;
  if (!Array.isArray(errors)) return error;
  const valid = errors.filter(isApiFieldError).map(({ jsonPath, property, message }) => ({
    jsonPath,
    message,
    ...(property === undefined ? {} : { property }),
  }));
  return valid.length > 0 ? new ApiError({ ...error.toJSON(), errors: valid }) : error;
}
