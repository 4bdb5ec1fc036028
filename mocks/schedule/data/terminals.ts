import { hashInt } from './random';
import { GLOBAL_HUBS } from './services';

/*
 * Container terminals of the mock network's ports, as the vessel schedule names them: SMDG-style terminal codes (up to
 * 6 characters, unique within a port, without the UN/LOCODE, DCSA `facilitySMDGCode`) and names. Invented, not the
 * SMDG list: a code may or may not belong to a real terminal of that port.
 */

/** A terminal of a port. */
export interface Terminal {
  /** SMDG-style code within the port, e.g. 'NCT' or 'ICT2' (DCSA facilitySMDGCode, at most 6 characters). */
  readonly code: string;
  /** E.g. 'Busan New Container Terminal'. */
  readonly name: string;
}

const KINDS: readonly (readonly [string, string])[] = [
  ['CT', 'Container Terminal'],
  ['ICT', 'International Container Terminal'],
  ['NCT', 'New Container Terminal'],
  ['GCT', 'Global Container Terminal'],
  ['PCT', 'Pacific Container Terminal'],
  ['ACT', 'Atlantic Container Terminal'],
  ['ECT', 'East Container Terminal'],
  ['WCT', 'West Container Terminal'],
  ['MCT', 'Marine Container Terminal'],
  ['DPT', 'Deep-water Port Terminal'],
];

/**
 * The terminals of `portCode` (UN/LOCODE) named after `portName`: three at a global hub, one or two elsewhere;
 * deterministic by port.
 */
export function terminalsOf(portCode: string, portName: string): Terminal[] {
  const count = GLOBAL_HUBS.includes(portCode) ? 3 : hashInt(1, 2, 'terminals', portCode);
  const first = hashInt(0, KINDS.length - 1, 'terminal-kind', portCode);
  return Array.from({ length: count }, (_, index) => {
    const [code, name] = KINDS[(first + index * 3) % KINDS.length] ?? ['CT', 'Container Terminal'];
    return { code, name: `${portName} ${name}` };
  });
}

/** The terminal where service `serviceCode` calls at `portCode`: always the same one, deterministic by both. */
export function terminalOfCall(serviceCode: string, portCode: string, portName: string): Terminal {
  const terminals = terminalsOf(portCode, portName);
  return (
    terminals[hashInt(0, terminals.length - 1, 'terminal', serviceCode, portCode)] ?? { code: 'CT', name: portName }
  );
}
