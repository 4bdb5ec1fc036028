/*
 * Shapes of the static service definitions (mocks/schedule/data/services-*.ts) and the helper that writes them compactly.
 * Kept apart from mocks/schedule/data/services.ts so that the data files and the network builder do not import each other.
 */

/** Voyage direction letter of a rotation half (DCSA voyage suffix): North, South, East, West. */
export type Direction = 'N' | 'S' | 'E' | 'W';

/** Trade a service belongs to (for documentation and emission lanes). */
export type TradeLane =
  | 'ASIA_EUROPE'
  | 'ASIA_MED'
  | 'ASIA_MIDDLE_EAST'
  | 'ASIA_INDIA'
  | 'INDIA_EUROPE'
  | 'INDIA_AMERICAS'
  | 'EUROPE_OCEANIA'
  | 'TRANSPACIFIC'
  | 'ASIA_USEC'
  | 'TRANSATLANTIC'
  | 'INTRA_ASIA'
  | 'ASIA_OCEANIA'
  | 'ASIA_LATIN_AMERICA'
  | 'EUROPE_LATIN_AMERICA'
  | 'AMERICAS'
  | 'ASIA_AFRICA'
  | 'EUROPE_AFRICA'
  | 'SOUTH_SOUTH'
  | 'FEEDER';

/**
 * Who operates the vessels; drives vessel naming. ONE's own fleet carries ONE and legacy MOL/NYK/K Line names;
 * HAPAG_LLOYD, HMM and YANG_MING are alliance partners; WAN_HAI is a slot partner. X_PRESS, PIL and SAMUDERA are
 * partner feeder operators whose vessels report no emission data to the carrier.
 */
export type Operator = 'ONE' | 'HAPAG_LLOYD' | 'HMM' | 'YANG_MING' | 'WAN_HAI' | 'X_PRESS' | 'PIL' | 'SAMUDERA';

/** One half of a round-trip rotation: the ports called, in order, while the voyage carries `direction`. */
export interface RotationHalf {
  readonly direction: Direction;
  /** UN/LOCODEs in calling order. */
  readonly ports: readonly string[];
}

/** A weekly service as written in the data files, before the network builder adds times and vessels. */
export interface ServiceSpec {
  /** Service-lane code, e.g. 'FE4'. */
  readonly code: string;
  /** Long name, e.g. 'Far East - North Europe 4'. */
  readonly name: string;
  readonly trade: TradeLane;
  readonly operator: Operator;
  /** Planned service speed in knots. */
  readonly speedKn: number;
  /** Nominal vessel size of the string in TEU. */
  readonly vesselTeu: number;
  /** Outbound and return halves; the vessel sails the first, then the second, then starts over. */
  readonly halves: readonly [RotationHalf, RotationHalf];
}

/**
 * Writes a {@link ServiceSpec} from a compact rotation: `directions` gives the letters of both halves ('WE', 'SN') and
 * `rotation` lists UN/LOCODEs with ' / ' between the halves, e.g. 'KRPUS CNSHA SGSIN / NLRTM DEHAM SGSIN'. Throws
 * Error when the rotation does not have exactly two non-empty halves.
 */
export function defineService(
  code: string,
  name: string,
  trade: TradeLane,
  operator: Operator,
  speedKn: number,
  vesselTeu: number,
  directions: `${Direction}${Direction}`,
  rotation: string,
): ServiceSpec {
  const [first, second, ...rest] = rotation.split('/').map((half) => half.trim().split(/\s+/).filter(Boolean));
  const [outbound, inbound] = directions.split('') as [Direction, Direction];
  if (!first?.length || !second?.length || rest.length > 0) throw new Error(`Bad rotation for ${code}: ${rotation}`);
  return {
    code,
    name,
    trade,
    operator,
    speedKn,
    vesselTeu,
    halves: [
      { direction: outbound, ports: first },
      { direction: inbound, ports: second },
    ],
  };
}
