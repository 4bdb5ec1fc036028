import type {
  PostVgmDeclarationsResponse,
  VgmDeclaration,
  VgmHistoryEntry,
  VgmRecord,
  VgmStatus,
} from '@/domain/vgm/vgm-contract';

import { defineTable } from '../db';

/*
 * The VGM declarations of the mock carrier (docs/areas/vgm-delivery-orders.md, "VGM"), stored per company
 * (customerCode) in the mock db: the VGM is the shipper's, so every account of the company sees and amends it. One
 * entry per booking and container, keeping every version (DCSA VGM 1.0.1: a declaration sent again with the same
 * `declarationReference` replaces the earlier one; `isRetracted` withdraws it). The answers to each Idempotency-Key
 * are kept, so a retried submit stores nothing twice and answers the same.
 */

/** One stored version: the DCSA declaration as received, who sent it and when (epoch ms), late or not, what changed. */
export interface StoredVgmVersion {
  declaration: VgmDeclaration;
  userId: string;
  userName: string;
  atMs: number;
  isLate: boolean;
  changes: VgmHistoryEntry['changes'];
}

interface CompanyVgm {
  /** Versions by `${carrierBookingReference}/${equipmentReference}`, oldest first. */
  entries: Record<string, StoredVgmVersion[]>;
  /** Answers by Idempotency-Key (per user: `${userId} ${key}`). */
  answers: Record<string, PostVgmDeclarationsResponse>;
}

const vgmTable = defineTable<Record<string, CompanyVgm>>('vgm-declarations', () => ({}));

/** The key of a declaration's entry: booking number and container number. */
export const entryKey = (declaration: VgmDeclaration) =>
  `${declaration.shipmentDetails.carrierBookingReference}/${declaration.equipmentDetails.equipmentReference}`;

/** The answer the user's earlier submit with `idempotencyKey` got, if any. */
export function answerOfKey(
  customerCode: string,
  userId: string,
  key: string,
): PostVgmDeclarationsResponse | undefined {
  return vgmTable.read()[customerCode]?.answers[`${userId} ${key}`];
}

/** Every current entry of the company (versions oldest first), retracted ones left out. */
export function vgmEntriesOf(customerCode: string): StoredVgmVersion[][] {
  return Object.values(vgmTable.read()[customerCode]?.entries ?? {}).filter(
    (versions) => versions.length > 0 && versions.at(-1)?.declaration.isRetracted !== true,
  );
}

const weightText = (declaration: VgmDeclaration) => `${declaration.VGM.weight.value} ${declaration.VGM.weight.unit}`;

/** What changed from `before` to `after`, field by field (the fields the portal lets a user change). */
export function changesOf(before: VgmDeclaration | undefined, after: VgmDeclaration): VgmHistoryEntry['changes'] {
  const fields: [string, (declaration: VgmDeclaration) => string][] = [
    ['VGM.weight', weightText],
    ['VGM.method', (declaration) => declaration.VGM.method],
    ['VGM.dateTime', (declaration) => declaration.VGM.dateTime],
    ['weighingParty', (declaration) => declaration.weighingParty.partyName],
    ['responsibleParty', (declaration) => declaration.responsibleParty.partyName],
    ['authorizedPersonSignatory', (declaration) => declaration.authorizedPersonSignatory],
  ];
  if (!before) return [];
  return fields.flatMap(([field, read]) =>
    read(before) === read(after) ? [] : [{ field, from: read(before), to: read(after) }],
  );
}

/**
 * Stores the declarations of one submit (each a new version of its entry, or a retraction) and the answer under the
 * user's Idempotency-Key, in one write.
 */
export function storeVgmSubmit(
  customerCode: string,
  userId: string,
  key: string,
  versions: Omit<StoredVgmVersion, 'changes'>[],
  answer: PostVgmDeclarationsResponse,
): void {
  vgmTable.update((table) => {
    const company = (table[customerCode] ??= { entries: {}, answers: {} });
    for (const version of versions) {
      const entry = (company.entries[entryKey(version.declaration)] ??= []);
      const before = entry.at(-1)?.declaration;
      if (version.declaration.isRetracted) company.entries[entryKey(version.declaration)] = [];
      else
        entry.push({ ...version, changes: changesOf(before?.isRetracted ? undefined : before, version.declaration) });
    }
    company.answers[`${userId} ${key}`] = answer;
  });
}

/** The portal's status of an entry: LATE when its last version came after the cut-off, AMENDED after a second one. */
export function statusOf(versions: readonly StoredVgmVersion[]): VgmStatus {
  const last = versions.at(-1);
  if (!last) return 'NONE';
  if (last.isLate) return 'LATE';
  return versions.length > 1 ? 'AMENDED' : 'DECLARED';
}

/** The portal's record of an entry: the current declaration, its status and its history. */
export function recordOf(versions: readonly StoredVgmVersion[]): VgmRecord | undefined {
  const last = versions.at(-1);
  if (!last) return undefined;
  return {
    declaration: last.declaration,
    status: statusOf(versions),
    history: versions.map((version) => ({
      at: new Date(version.atMs).toISOString(),
      by: version.userName,
      isLate: version.isLate,
      changes: version.changes,
    })),
  };
}
