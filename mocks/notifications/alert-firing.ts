import type { AlertEvent, AlertRule } from '@/domain/alert/alert-contract';

import { alertRulesOf } from '../alerts/alert-store';
import { anchorOf } from '../booking/seed-variants';
import type { ClockFacts, ContainerFacts } from '../demurrage-detention/container-facts';
import { clockScore, containerFactsOfUser } from '../demurrage-detention/containers';
import { isoUtc, utcOffsetMinutes } from '../schedule/data/zoned-time';
import type { ServerNotification } from './derivation';
import { notificationId } from './derivation';

/*
 * When a user's alert rules fire (docs/areas/alerts.md "When an alert fires"). A rule watches what happens from its
 * creation on: a delay the carrier learns after the rule was made; a free time that comes within the rule's days after
 * it (or at its creation, when the container is already that close). The notifications mock asks these functions at
 * every read, so the same rules and clock give the same alerts and ids in every tab and on the server side: an alert
 * fires once however many tabs are open.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The upper-cased booking references a chosen-bookings scope watches, per scope object. */
const watchedByScope = new WeakMap<object, ReadonlySet<string>>();

/** The user's rules that are switched on. */
export function enabledAlertRulesOf(userId: string): AlertRule[] {
  return alertRulesOf(userId).filter((rule) => rule.enabled);
}

/** Whether `rule` watches the booking known by any of `references` (booking number, request reference). */
export function ruleCovers(rule: AlertRule, references: readonly (string | undefined)[]): boolean {
  const { scope } = rule;
  if (scope.kind === 'ALL') return true;
  // The feed tick asks this for every due notification and rule: one set per scope (the store replaces a rule's scope
  // on every change, never edits it in place).
  let watched = watchedByScope.get(scope);
  if (!watched) {
    watched = new Set(scope.bookingReferences.map((reference) => reference.toUpperCase()));
    watchedByScope.set(scope, watched);
  }
  const set = watched;
  return references.some((reference) => reference !== undefined && set.has(reference.toUpperCase()));
}

const createdMsOf = (rule: AlertRule) => Date.parse(rule.createdDateTime);

/**
 * The delay rules a VESSEL_DELAYED notification fires (none: it is not shown): on, covering the booking, made before
 * the carrier learnt the delay, and the ETA moved later by more than the rule's hours. `references` name the booking
 * (its number and its request reference).
 */
export function delayRulesFiring(
  rules: readonly AlertRule[],
  notification: ServerNotification,
  references: readonly (string | undefined)[],
): AlertRule[] {
  if (notification.type !== 'VESSEL_DELAYED' || !notification.previousEta || !notification.newEta) return [];
  const delayMs = Date.parse(notification.newEta) - Date.parse(notification.previousEta);
  const knownMs = Date.parse(notification.occurredAt);
  return rules.filter(
    (rule) =>
      rule.trigger.kind === 'DELAY' &&
      delayMs > rule.trigger.hours * HOUR_MS &&
      createdMsOf(rule) <= knownMs &&
      ruleCovers(rule, references),
  );
}

/** The event a rule names for each notification of a T&T event (docs/areas/alerts.md). */
const EVENT_OF: Partial<Record<ServerNotification['type'], AlertEvent>> = {
  VESSEL_DEPARTED: 'VESSEL_DEPARTURE_POL',
  VESSEL_ARRIVED: 'VESSEL_ARRIVAL_POD',
  CARGO_DISCHARGED: 'DISCHARGE',
  CONTAINER_GATED_OUT: 'GATE_OUT_FULL',
  CONTAINER_RETURNED: 'EMPTY_RETURN',
};

/**
 * The event rules a notification of a T&T event fires: on, naming its event, made before it happened and covering the
 * booking. CARGO_DISCHARGED reaches every user anyway (the rule adds its recipients); the other events are listed only
 * when a rule fires them.
 */
export function eventRulesFiring(
  rules: readonly AlertRule[],
  notification: ServerNotification,
  references: readonly (string | undefined)[],
): AlertRule[] {
  const event = EVENT_OF[notification.type];
  if (!event) return [];
  const occurredMs = Date.parse(notification.occurredAt);
  return rules.filter(
    (rule) =>
      rule.trigger.kind === 'EVENT' &&
      rule.trigger.event === event &&
      createdMsOf(rule) <= occurredMs &&
      ruleCovers(rule, references),
  );
}

/**
 * The container events of the user's containers near the week (the D&D facts: the same instants as the tracking
 * events) that event rules ask for, in [fromMs, nowMs]: CONTAINER_GATED_OUT (full, from the POD's terminal) and
 * CONTAINER_RETURNED (empty), one per container, with the rules that fire it.
 */
export function containerEventAlerts(
  userId: string,
  rules: readonly AlertRule[],
  fromMs: number,
  nowMs: number,
): FiredAlert[] {
  const wanted = rules.filter(
    (rule) =>
      rule.trigger.kind === 'EVENT' &&
      (rule.trigger.event === 'GATE_OUT_FULL' || rule.trigger.event === 'EMPTY_RETURN'),
  );
  if (wanted.length === 0) return [];
  const fired: FiredAlert[] = [];
  for (const container of containerFactsOfUser(userId, nowMs)) {
    const pod = container.clocks.find((clock) => clock.kind.startsWith('IMPORT_'))?.UNLocationCode;
    const events = [
      ['CONTAINER_GATED_OUT', container.gateOutMs],
      ['CONTAINER_RETURNED', container.returnMs],
    ] as const;
    for (const [type, atMs] of events) {
      const occurredMs = Math.floor(atMs / 1000) * 1000;
      if (!pod || occurredMs < fromMs || occurredMs > nowMs) continue;
      const notification: ServerNotification = {
        id: notificationId(occurredMs, container.carrierBookingReference, `${type}#${container.equipmentReference}`),
        type,
        occurredAt: isoUtc(occurredMs),
        bookingReference: container.carrierBookingReference,
        transportDocumentReference: container.transportDocumentReference,
        equipmentReference: container.equipmentReference,
        location: pod,
      };
      const firing = eventRulesFiring(wanted, notification, [container.carrierBookingReference]);
      if (firing.length > 0) fired.push({ notification, rules: firing });
    }
  }
  return fired;
}

/** The local midnight (epoch ms) that starts epoch day `day` at `timeZone`. */
function localMidnightMs(day: number, timeZone: string): number {
  const utcMidnight = day * DAY_MS;
  return utcMidnight - utcOffsetMinutes(utcMidnight, timeZone) * 60_000;
}

/**
 * The first local day (epoch days) on which `clock` has at most `days` free days left, as the D&D page counts them
 * (mocks/demurrage-detention/containers.ts `clockScore`: calendar days, or working days of the port's country).
 */
export function firstDayWithin(clock: ClockFacts, days: number): number {
  let day = clock.lastFreeDay;
  while (-clockScore(clock, day - 1) <= days) day -= 1;
  return day;
}

/** A clock that can fire a free-time rule of some days: when it comes that close, and what it is about. */
interface FreeTimeCandidate {
  container: ContainerFacts;
  clock: ClockFacts;
  /** When the clock first has at most the rule's days left (local midnight at its port, or its start). */
  withinMs: number;
}

const candidatesCache = new Map<string, { anchorMs: number; candidates: FreeTimeCandidate[] }>();

/** Every clock of the user's containers near the week of `nowMs` with the instant it comes within `days` (cached). */
function freeTimeCandidates(userId: string, days: number, nowMs: number): FreeTimeCandidate[] {
  const anchorMs = anchorOf(nowMs);
  const key = `${userId}|${String(days)}`;
  const cached = candidatesCache.get(key);
  if (cached?.anchorMs === anchorMs) return cached.candidates;
  const candidates: FreeTimeCandidate[] = [];
  for (const container of containerFactsOfUser(userId, nowMs)) {
    for (const clock of container.clocks) {
      const withinMs = Math.max(clock.startMs, localMidnightMs(firstDayWithin(clock, days), clock.timeZone));
      // A clock that stops before it comes that close never fires.
      if (withinMs < clock.endMs) candidates.push({ container, clock, withinMs });
    }
  }
  candidatesCache.set(key, { anchorMs, candidates });
  return candidates;
}

/** A fired alert: the notification and the rules that fired it (whose recipients get an e-mail). */
export interface FiredAlert {
  notification: ServerNotification;
  rules: AlertRule[];
}

/**
 * The FREE_TIME_ENDING alerts of `userId` that occurred in [fromMs, nowMs] (epoch ms), oldest first. One per clock and
 * number of days: at the later of the moment the clock came within the days and the rule's creation (the earliest over
 * the rules of those days that cover the booking), while the clock still ran. Its id is stable (the instant and the
 * container, kind and days), so every read and every tab sees the same alert once.
 */
export function freeTimeAlerts(
  userId: string,
  rules: readonly AlertRule[],
  fromMs: number,
  nowMs: number,
): FiredAlert[] {
  const byDays = new Map<number, AlertRule[]>();
  for (const rule of rules) {
    if (rule.trigger.kind === 'FREE_TIME')
      byDays.set(rule.trigger.days, [...(byDays.get(rule.trigger.days) ?? []), rule]);
  }
  const fired: FiredAlert[] = [];
  for (const [days, ofDays] of byDays) {
    for (const { container, clock, withinMs } of freeTimeCandidates(userId, days, nowMs)) {
      if (withinMs > nowMs) continue;
      const firing = ofDays.filter((rule) => ruleCovers(rule, [container.carrierBookingReference]));
      if (firing.length === 0) continue;
      const occurredMs = Math.ceil(Math.max(withinMs, Math.min(...firing.map(createdMsOf))) / 1000) * 1000;
      if (occurredMs < fromMs || occurredMs > nowMs || occurredMs >= clock.endMs) continue;
      const key = `FREE_TIME_ENDING#${container.equipmentReference}#${clock.kind}#${String(days)}`;
      fired.push({
        notification: {
          id: notificationId(occurredMs, container.carrierBookingReference, key),
          type: 'FREE_TIME_ENDING',
          occurredAt: isoUtc(occurredMs),
          bookingReference: container.carrierBookingReference,
          transportDocumentReference: container.transportDocumentReference,
          equipmentReference: container.equipmentReference,
          freeTimeKind: clock.kind,
          location: clock.UNLocationCode,
          lastFreeDate: clock.lastFreeDate,
        },
        rules: firing.filter((rule) => createdMsOf(rule) <= occurredMs),
      });
    }
  }
  return fired;
}
