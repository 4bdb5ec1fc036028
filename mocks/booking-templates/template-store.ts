import type { BookingTemplate, TemplateUser } from '@/domain/booking-template/template-contract';

import { type Account, everyAccount, findAccount } from '../auth/accounts';
import { DEMO_USERS } from '../auth/demo-users';
import { defineUserCollection } from '../db';
import { SEED_TEMPLATES } from './seed';
import type { StoredTemplate } from './stored-template';

/*
 * The mock's booking templates (docs/areas/booking-templates.md): each user's own templates in a per-user collection of
 * mocks/db.ts (seeded for the demo shipper and forwarder, ./seed.ts); a template is usable by its owner and by the
 * colleagues of the owner's company (same customerCode) it is shared with. Sharing never crosses companies.
 */

const templates = defineUserCollection<StoredTemplate>('booking-templates', {
  idOf: (template) => template.id,
  seed: (userId) => SEED_TEMPLATES.filter((template) => template.ownerId === userId),
});

function userOf(userId: string): TemplateUser {
  const account = findAccount(userId);
  return account
    ? {
        userId: account.user.userId,
        name: `${account.user.firstName} ${account.user.lastName}`,
        email: account.details.email,
      }
    : { userId, name: userId, email: '' };
}

/** The answer's shape of a stored template. */
export function toTemplate(stored: StoredTemplate): BookingTemplate {
  return {
    id: stored.id,
    name: stored.name,
    owner: userOf(stored.ownerId),
    sharedWith: stored.sharedWith.map(userOf),
    createdAt: stored.createdAt,
    updatedAt: stored.updatedAt,
    fields: stored.fields,
  };
}

/** The accounts of `userId`'s company (same customerCode), the user included; none for an unknown user. */
export function colleaguesOf(userId: string): Account[] {
  const account = findAccount(userId);
  if (!account) return [];
  return everyAccount().filter((entry) => entry.user.customerCode === account.user.customerCode);
}

/** The user's own templates. */
export function ownTemplates(userId: string): StoredTemplate[] {
  return templates.list(userId);
}

/** Every template the user may use: their own, then those colleagues shared with them; newest change first. */
export function usableTemplates(userId: string): StoredTemplate[] {
  const shared = colleaguesOf(userId)
    .filter((colleague) => colleague.user.userId !== userId)
    .flatMap((colleague) => templates.list(colleague.user.userId))
    .filter((template) => template.sharedWith.includes(userId));
  return [...templates.list(userId), ...shared];
}

/** One template the user may use, or undefined (unknown, or a colleague's not shared with them). */
export function usableTemplate(userId: string, id: string): StoredTemplate | undefined {
  return usableTemplates(userId).find((template) => template.id === id);
}

/** One of the user's own templates, or undefined. */
export function ownTemplate(userId: string, id: string): StoredTemplate | undefined {
  return templates.get(userId, id);
}

/** Stores a new or changed template of its owner. */
export function putTemplate(template: StoredTemplate): void {
  templates.put(template.ownerId, template);
}

/** Deletes one of the owner's templates (its shares go with it). */
export function removeTemplate(ownerId: string, id: string): void {
  templates.remove(ownerId, id);
}

/** A new template id ('TPL-' and 12 hex digits). */
export function newTemplateId(): string {
  return `TPL-${crypto.randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase()}`;
}

/**
 * The colleague a share recipient names (a user ID or an e-mail, case-insensitive) in the owner's company, other than
 * the owner; undefined when it names nobody there (another company's user is never found).
 */
export function findColleague(ownerId: string, recipient: string): Account | undefined {
  const wanted = recipient.trim().toLowerCase();
  return colleaguesOf(ownerId).find(
    (account) =>
      account.user.userId !== ownerId &&
      (account.user.userId.toLowerCase() === wanted || account.details.email.toLowerCase() === wanted),
  );
}

/** The demo users the seed shares with (docs/mock-backend.md "Demo users"). */
export const SHARING_DEMO = { owner: DEMO_USERS.shipper.user.userId, colleague: DEMO_USERS.shipper2.user.userId };
