/*
 * The kinds of demurrage and detention clock, on their own (no schema library): the notifications contract names them
 * too and loads with the header's bell, where the whole D&D contract would be weight for nothing.
 */

/**
 * What a clock charges for, DCSA FreeTime typeCodes in our words: demurrage (DEM) is the full container at the
 * terminal, detention (DET) the container outside it; COMBINED is one clock for both, where a country's tariff has it
 * (docs/areas/demurrage-detention.md).
 */
export const DND_KINDS = [
  'IMPORT_DEMURRAGE',
  'IMPORT_DETENTION',
  'IMPORT_COMBINED',
  'EXPORT_DEMURRAGE',
  'EXPORT_DETENTION',
  'EXPORT_COMBINED',
] as const;
/** One of {@link DND_KINDS}. */
export type DndKind = (typeof DND_KINDS)[number];
