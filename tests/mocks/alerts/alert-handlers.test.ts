import { beforeEach, describe, expect, it } from 'vitest';

import {
  ALERT_RULES_PATH,
  type AlertRule,
  type AlertRuleList,
  alertRulePath,
  type AlertRuleRequest,
  alertRuleSchema,
} from '@/domain/alert/alert-contract';
import type { ApiErrorBody } from '@/lib/api-error';

import type { AlertOutboxEmail } from '../../../mocks/alerts/alert-store';
import { ALERT_OUTBOX_QA_PATH } from '../../../mocks/alerts/handlers';
import { createUser } from '../../../mocks/auth/accounts';
import { callMock, tokenOf } from '../booking/booking-http';

/*
 * The alert rules of the mock carrier (docs/areas/alerts.md): the default rule, create once per Idempotency-Key,
 * update, delete, the contract's limits answered with field errors, and the QA outbox of "added to an alert" e-mails.
 */

let userId = '';
let token = '';

beforeEach(async () => {
  userId = createUser().user.userId;
  token = await tokenOf(userId);
});

const addresses = (count: number) => Array.from({ length: count }, (_, index) => `person${String(index)}@example.com`);

function request(overrides: Partial<AlertRuleRequest> = {}): AlertRuleRequest {
  return {
    name: 'Free time ending',
    trigger: { kind: 'FREE_TIME', days: 2 },
    scope: { kind: 'ALL' },
    recipients: [],
    enabled: true,
    ...overrides,
  };
}

type Answer = AlertRule & Pick<ApiErrorBody, 'errors' | 'code'>;

const list = async () => (await callMock<AlertRuleList>('GET', ALERT_RULES_PATH, { token })).body.rules;
const create = (body: unknown, key: string = crypto.randomUUID()) =>
  callMock<Answer>('POST', ALERT_RULES_PATH, { token, body, idempotencyKey: key });
const outbox = async () =>
  (await callMock<{ emails: AlertOutboxEmail[] }>('GET', ALERT_OUTBOX_QA_PATH, { query: { userId } })).body.emails;

describe('alert rules', () => {
  it('starts every user with the 12-hour delay rule on all shipments', async () => {
    const rules = await list();
    expect(rules).toHaveLength(1);
    expect(rules[0]).toMatchObject({ trigger: { kind: 'DELAY', hours: 12 }, scope: { kind: 'ALL' }, enabled: true });
    expect(alertRuleSchema.safeParse(rules[0]).success).toBe(true);
  });

  it('answers 401 without a bearer', async () => {
    const answer = await callMock('GET', ALERT_RULES_PATH);
    expect(answer.status).toBe(401);
  });

  it('creates once per Idempotency-Key and puts one e-mail per recipient in the outbox', async () => {
    const body = request({ name: '  Free time  ', recipients: addresses(10) });
    const first = await create(body, 'key-1');
    expect(first.status).toBe(201);
    expect(first.body.name).toBe('Free time');
    const again = await create(body, 'key-1');
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect(await list()).toHaveLength(2);
    const emails = await outbox();
    expect(emails.map((email) => email.to)).toEqual(addresses(10));
    expect(emails.every((email) => email.ruleId === first.body.id)).toBe(true);
  });

  it('refuses a create without an Idempotency-Key', async () => {
    const answer = await callMock<Answer>('POST', ALERT_RULES_PATH, { token, body: request() });
    expect(answer.status).toBe(400);
    expect(await list()).toHaveLength(1);
  });

  it('updates a rule, e-mails only the recipients it adds, and deletes it', async () => {
    const created = (await create(request({ recipients: ['a@example.com'] }))).body;
    const changed = await callMock<Answer>('PUT', alertRulePath(created.id), {
      token,
      body: request({ enabled: false, recipients: ['A@example.com', 'b@example.com'] }),
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: created.id, enabled: false, createdDateTime: created.createdDateTime });
    expect((await outbox()).map((email) => email.to)).toEqual(['a@example.com', 'b@example.com']);
    expect((await callMock('DELETE', alertRulePath(created.id), { token })).status).toBe(204);
    expect((await callMock('DELETE', alertRulePath(created.id), { token })).status).toBe(404);
    expect((await callMock('PUT', alertRulePath(created.id), { token, body: request() })).status).toBe(404);
    expect((await list()).map((rule) => rule.id)).not.toContain(created.id);
  });

  it("keeps each user's rules and outbox to that user", async () => {
    await create(request({ recipients: ['a@example.com'] }));
    const other = createUser().user.userId;
    const otherRules = await callMock<AlertRuleList>('GET', ALERT_RULES_PATH, { token: await tokenOf(other) });
    expect(otherRules.body.rules).toHaveLength(1);
    const otherOutbox = await callMock<{ emails: AlertOutboxEmail[] }>('GET', ALERT_OUTBOX_QA_PATH, {
      query: { userId: other },
    });
    expect(otherOutbox.body.emails).toEqual([]);
  });
});

describe('alert rule limits', () => {
  it.each([
    ['11 recipients', request({ recipients: addresses(11) }), '$.recipients', 'email-error-max-length'],
    ['a bad address', request({ recipients: ['not-an-address'] }), '$.recipients', 'recipients-invalid'],
    ['a duplicate', request({ recipients: ['a@example.com', 'A@example.com'] }), '$.recipients', 'recipients-invalid'],
    ['0 hours', request({ trigger: { kind: 'DELAY', hours: 0 } }), '$.trigger.hours', 'delay-hours'],
    ['241 hours', request({ trigger: { kind: 'DELAY', hours: 241 } }), '$.trigger.hours', 'delay-hours'],
    ['15 days', request({ trigger: { kind: 'FREE_TIME', days: 15 } }), '$.trigger.days', 'free-time-days'],
    ['an empty name', request({ name: '   ' }), '$.name', 'name-required'],
    [
      '51 bookings',
      request({
        scope: {
          kind: 'BOOKINGS',
          bookingReferences: Array.from({ length: 51 }, (_, index) => `PUSB${String(10000000 + index)}`),
        },
      }),
      '$.scope.bookingReferences',
      'bookings-too-many',
    ],
  ])('refuses %s at its field', async (_label, body, jsonPath, message) => {
    const answer = await create(body);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([expect.objectContaining({ jsonPath, message })]);
    expect(await outbox()).toEqual([]);
  });

  it('takes the limits themselves: 10 recipients, 240 hours, 0 and 14 days, 50 bookings', async () => {
    const bookings = Array.from({ length: 50 }, (_, index) => `PUSB${String(10000000 + index)}`);
    for (const body of [
      request({ recipients: addresses(10) }),
      request({ trigger: { kind: 'DELAY', hours: 240 } }),
      request({ trigger: { kind: 'FREE_TIME', days: 0 } }),
      request({ trigger: { kind: 'FREE_TIME', days: 14 } }),
      request({
        trigger: { kind: 'EVENT', event: 'EMPTY_RETURN' },
        scope: { kind: 'BOOKINGS', bookingReferences: bookings },
      }),
    ]) {
      expect((await create(body)).status).toBe(201);
    }
  });
});
