/**
 * How many of a list's filters are set: a non-empty text, a non-empty list of choices (a status checklist counts
 * once, whatever it holds). The phone's folded filters say the number; the empty list tells "none match these
 * filters" from "none yet" (the shipments overview, My invoices). Never throws.
 */
export function countSetFilters(values: readonly (string | readonly unknown[] | null | undefined)[]): number {
  return values.filter((value) => (typeof value === 'string' ? value.trim() !== '' : (value?.length ?? 0) > 0)).length;
}
