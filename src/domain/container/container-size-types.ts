/*
 * Container size-types the carrier offers (ISO 6346:2022 size and type codes, annex E/F: first character length, second
 * height and width, last two the type group and detail). Booking and documentation choose from these; quotes price by
 * TEU.
 */

/** The offered ISO 6346 size-type codes. */
export const CONTAINER_SIZE_TYPE_CODES = ['22G1', '42G1', '45G1', '22R1', '45R1', '22U1', '22P1', '22T1'] as const;
/** One of {@link CONTAINER_SIZE_TYPE_CODES}. */
export type ContainerSizeTypeCode = (typeof CONTAINER_SIZE_TYPE_CODES)[number];

/**
 * One size-type. `nameKey` is an i18n key of the `common` namespace ("20' dry"); `teu` the twenty-foot equivalent
 * units; `lengthFt` the nominal length in feet; `tareKg` a typical empty mass and `maxGrossKg` the typical maximum gross
 * mass (container plus cargo), both in kg. Tare and maximum gross vary by build: the container's CSC safety-approval
 * plate is authoritative, and the VGM must stay under its maximum gross.
 */
export interface ContainerSizeType {
  code: ContainerSizeTypeCode;
  nameKey: `container-types.${ContainerSizeTypeCode}`;
  teu: 1 | 2;
  lengthFt: 20 | 40;
  highCube: boolean;
  tareKg: number;
  maxGrossKg: number;
}

/**
 * The offered size-types by code. Masses are typical figures of carriers' published equipment specifications (ISO 668
 * rates 20' and 40' boxes at up to 30,480 kg; newer 20' builds and tanks go higher).
 */
export const CONTAINER_SIZE_TYPES: Readonly<Record<ContainerSizeTypeCode, ContainerSizeType>> = {
  '22G1': {
    code: '22G1',
    nameKey: 'container-types.22G1',
    teu: 1,
    lengthFt: 20,
    highCube: false,
    tareKg: 2_230,
    maxGrossKg: 30_480,
  },
  '42G1': {
    code: '42G1',
    nameKey: 'container-types.42G1',
    teu: 2,
    lengthFt: 40,
    highCube: false,
    tareKg: 3_750,
    maxGrossKg: 30_480,
  },
  '45G1': {
    code: '45G1',
    nameKey: 'container-types.45G1',
    teu: 2,
    lengthFt: 40,
    highCube: true,
    tareKg: 3_900,
    maxGrossKg: 32_500,
  },
  '22R1': {
    code: '22R1',
    nameKey: 'container-types.22R1',
    teu: 1,
    lengthFt: 20,
    highCube: false,
    tareKg: 3_050,
    maxGrossKg: 30_480,
  },
  '45R1': {
    code: '45R1',
    nameKey: 'container-types.45R1',
    teu: 2,
    lengthFt: 40,
    highCube: true,
    tareKg: 4_800,
    maxGrossKg: 34_000,
  },
  '22U1': {
    code: '22U1',
    nameKey: 'container-types.22U1',
    teu: 1,
    lengthFt: 20,
    highCube: false,
    tareKg: 2_350,
    maxGrossKg: 30_480,
  },
  '22P1': {
    code: '22P1',
    nameKey: 'container-types.22P1',
    teu: 1,
    lengthFt: 20,
    highCube: false,
    tareKg: 2_750,
    maxGrossKg: 34_000,
  },
  '22T1': {
    code: '22T1',
    nameKey: 'container-types.22T1',
    teu: 1,
    lengthFt: 20,
    highCube: false,
    tareKg: 3_650,
    maxGrossKg: 36_000,
  },
};

/** Whether `code` is an offered size-type (a type guard for codes read from forms, URLs or answers). */
export function isContainerSizeTypeCode(code: string): code is ContainerSizeTypeCode {
  return (CONTAINER_SIZE_TYPE_CODES as readonly string[]).includes(code);
}

/**
 * The most cargo, in kg, one container of `code` can carry: maximum gross minus tare (the typical figures above). A
 * form warns when a VGM or cargo weight goes over it.
 */
export function maxPayloadKg(code: ContainerSizeTypeCode): number {
  const sizeType = CONTAINER_SIZE_TYPES[code];
  return sizeType.maxGrossKg - sizeType.tareKg;
}

/** TEU of a list of container counts per size-type ({ '22G1': 2, '45G1': 1 } -> 4). Counts must be whole and >= 0. */
export function totalTeu(counts: Partial<Record<ContainerSizeTypeCode, number>>): number {
  let teu = 0;
  for (const [code, count] of Object.entries(counts)) {
    if (!isContainerSizeTypeCode(code)) continue;
    if (!Number.isInteger(count) || count < 0)
      throw new RangeError(`Container count must be a whole number >= 0: ${count}`);
    teu += CONTAINER_SIZE_TYPES[code].teu * count;
  }
  return teu;
}
