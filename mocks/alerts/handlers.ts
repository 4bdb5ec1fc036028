import { http, HttpResponse, type RequestHandler } from 'msw';

import {
  ALERT_RULES_PATH,
  alertRuleListSchema,
  alertRuleRequestSchema,
  alertRuleSchema,
} from '@/domain/alert/alert-contract';

import { verifyAccessToken } from '../auth/auth-db';
import { apiUrl, badRequest, errorResponse, requireIdempotencyKey } from '../http';
import { alertRuleByKey, alertRulesOf, createAlertRule, deleteAlertRule, updateAlertRule } from './alert-store';

/*
 * The mock carrier's alert rules (contract: src/domain/alert/alert-contract.ts; docs/areas/alerts.md): list, create
 * (once per Idempotency-Key), update and delete the bearer's own rules, validated with the contract's schema (400
 * INVALID_REQUEST with one field error per problem).
 *
 * QA only (a mock build; the real carrier has no such call):
 * GET {API}/v1/qa/alert-outbox?userId=demo.shipper -> 200 {emails: AlertOutboxEmail[]} (oldest first), the e-mails the
 * mock would have sent for that user's rules (added to a rule; each alert fired; answered by mocks/notifications/alert-outbox.ts, which derives the alerts). Read-only and without a bearer, like the other QA hooks
 * (window.__ONE_MOCKS__, docs/mock-backend.md "QA fault scenarios"), so a tester or an e2e test can read it directly.
 */

/** Path of the QA outbox of alert e-mails (mock builds only). */
export const ALERT_OUTBOX_QA_PATH = 'v1/qa/alert-outbox';

async function userOf(request: Request): Promise<string | null> {
  const token = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];
  return token ? verifyAccessToken(token) : null;
}

const notLoggedIn = () => errorResponse(401, 'UNAUTHORIZED', 'Log in to set your alerts.');
const notFound = (id: string) => errorResponse(404, 'ALERT_RULE_NOT_FOUND', `You have no alert rule ${id}.`);

/** Handlers of the alert rules (the QA outbox is answered by the notifications mock). */
export const alertHandlers: RequestHandler[] = [
  http.get(apiUrl(ALERT_RULES_PATH), async ({ request }) => {
    const userId = await userOf(request);
    if (!userId) return notLoggedIn();
    return HttpResponse.json(alertRuleListSchema.parse({ rules: alertRulesOf(userId) }));
  }),
  http.post(apiUrl(ALERT_RULES_PATH), async ({ request }) => {
    const userId = await userOf(request);
    if (!userId) return notLoggedIn();
    const key = requireIdempotencyKey(request);
    if (key instanceof Response) return key;
    const earlier = alertRuleByKey(userId, key);
    if (earlier) return HttpResponse.json(alertRuleSchema.parse(earlier));
    const parsed = alertRuleRequestSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return badRequest(parsed.error);
    return HttpResponse.json(alertRuleSchema.parse(createAlertRule(userId, parsed.data, key)), { status: 201 });
  }),
  http.put(apiUrl(`${ALERT_RULES_PATH}/:ruleId`), async ({ request, params }) => {
    const userId = await userOf(request);
    if (!userId) return notLoggedIn();
    const parsed = alertRuleRequestSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return badRequest(parsed.error);
    const id = String(params.ruleId);
    const rule = updateAlertRule(userId, id, parsed.data);
    return rule ? HttpResponse.json(alertRuleSchema.parse(rule)) : notFound(id);
  }),
  http.delete(apiUrl(`${ALERT_RULES_PATH}/:ruleId`), async ({ request, params }) => {
    const userId = await userOf(request);
    if (!userId) return notLoggedIn();
    const id = String(params.ruleId);
    return deleteAlertRule(userId, id) ? new HttpResponse(null, { status: 204 }) : notFound(id);
  }),
];
