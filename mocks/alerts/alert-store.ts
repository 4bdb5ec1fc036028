import type { AlertRule, AlertRuleRequest } from '@/domain/alert/alert-contract';
import { VESSEL_DELAY_THRESHOLD_MS } from '@/domain/tracking/tracking-contract';

import { defineUserCollection, defineUserDocument } from '../db';

/*
 * The alert rules of the mock carrier (docs/areas/alerts.md), per user in the mock database: a collection seeded with
 * the one default rule every user starts with, the Idempotency-Keys already answered, and the outbox of e-mails the
 * carrier "would send" (the mock sends none; QA reads them).
 */

/** Id of the rule every user starts with. */
export const DEFAULT_ALERT_RULE_ID = 'ALR-DEFAULT';

/**
 * The rule every user starts with: a vessel delay of more than 12 hours (VESSEL_DELAY_THRESHOLD_MS, domain/tracking)
 * on any shipment: the notifications mock lists a delay only when a rule like it fires (./alert-firing.ts). Its times are the start of 2026 (UTC): the same in every tab and on the server side.
 */
export function defaultAlertRule(): AlertRule {
  return {
    id: DEFAULT_ALERT_RULE_ID,
    name: 'Vessel delay over 12 hours',
    trigger: { kind: 'DELAY', hours: VESSEL_DELAY_THRESHOLD_MS / 3_600_000 },
    scope: { kind: 'ALL' },
    recipients: [],
    enabled: true,
    createdDateTime: '2026-01-01T00:00:00.000Z',
    updatedDateTime: '2026-01-01T00:00:00.000Z',
  };
}

const rules = defineUserCollection<AlertRule>('alert-rules', {
  idOf: (rule) => rule.id,
  seed: () => [defaultAlertRule()],
});

/**
 * An e-mail the mock "would send": to whom, why (ADDED_TO_ALERT: the address was put on a rule; ALERT: the rule fired,
 * `notificationId` says which notification), about which rule, and when (UTC instant).
 */
export interface AlertOutboxEmail {
  to: string;
  kind: 'ADDED_TO_ALERT' | 'ALERT';
  subject: string;
  ruleId: string;
  ruleName: string;
  sentDateTime: string;
  notificationId?: string;
}

interface AlertSideState {
  /** Idempotency-Key of a create -> the id of the rule it created. */
  keys: Record<string, string>;
  outbox: AlertOutboxEmail[];
}

const sideState = defineUserDocument<AlertSideState>('alert-rules-side', () => ({ keys: {}, outbox: [] }));

function sideOf(userId: string): AlertSideState {
  return sideState.get(userId) ?? { keys: {}, outbox: [] };
}

/** The user's rules, oldest first (the default one first while it exists). */
export function alertRulesOf(userId: string): AlertRule[] {
  return rules.list(userId);
}

/** One rule of the user, or undefined. */
export function alertRuleOf(userId: string, id: string): AlertRule | undefined {
  return rules.get(userId, id);
}

/** The rule the user already created with `idempotencyKey` (a retried create), if it still exists. */
export function alertRuleByKey(userId: string, idempotencyKey: string): AlertRule | undefined {
  const id = sideOf(userId).keys[idempotencyKey];
  return id === undefined ? undefined : rules.get(userId, id);
}

let counter = 0;

/** A new rule id: time, a counter and randomness (no crypto.randomUUID: a plain-http preview has no secure context). */
function newId(): string {
  counter += 1;
  return `ALR-${Date.now().toString(36)}-${counter.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

function addedEmails(userId: string, rule: AlertRule, to: readonly string[], nowIso: string): AlertOutboxEmail[] {
  return to.map((address) => ({
    to: address,
    kind: 'ADDED_TO_ALERT',
    subject: `You were added to the alert "${rule.name}" of ${userId}`,
    ruleId: rule.id,
    ruleName: rule.name,
    sentDateTime: nowIso,
  }));
}

/**
 * Stores a new rule (name trimmed) under `idempotencyKey` and puts one "you were added to an alert" e-mail per
 * recipient into the user's outbox. Returns the rule.
 */
export function createAlertRule(userId: string, request: AlertRuleRequest, idempotencyKey: string): AlertRule {
  const nowIso = new Date().toISOString();
  const rule: AlertRule = {
    ...request,
    name: request.name.trim(),
    id: newId(),
    createdDateTime: nowIso,
    updatedDateTime: nowIso,
  };
  rules.put(userId, rule);
  const side = sideOf(userId);
  side.keys[idempotencyKey] = rule.id;
  side.outbox.push(...addedEmails(userId, rule, rule.recipients, nowIso));
  sideState.set(userId, side);
  return rule;
}

/**
 * Replaces a rule's content (id and creation kept); recipients that were not on it before get the "added" e-mail.
 * Returns undefined when the user has no such rule.
 */
export function updateAlertRule(userId: string, id: string, request: AlertRuleRequest): AlertRule | undefined {
  const earlier = rules.get(userId, id);
  if (!earlier) return undefined;
  const nowIso = new Date().toISOString();
  const rule: AlertRule = { ...earlier, ...request, name: request.name.trim(), updatedDateTime: nowIso };
  rules.put(userId, rule);
  const known = new Set(earlier.recipients.map((address) => address.toLowerCase()));
  const added = rule.recipients.filter((address) => !known.has(address.toLowerCase()));
  if (added.length > 0) {
    const side = sideOf(userId);
    side.outbox.push(...addedEmails(userId, rule, added, nowIso));
    sideState.set(userId, side);
  }
  return rule;
}

/** Deletes a rule; false when the user has no such rule. */
export function deleteAlertRule(userId: string, id: string): boolean {
  if (!rules.get(userId, id)) return false;
  rules.remove(userId, id);
  return true;
}

/** The "added to an alert" e-mails the mock would have sent for the user's rules, oldest first (./alert-outbox.ts adds the alerts). */
export function alertOutboxOf(userId: string): AlertOutboxEmail[] {
  return sideOf(userId).outbox;
}
