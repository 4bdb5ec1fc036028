import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import {
  ALERT_RULES_PATH,
  type AlertRule,
  alertRuleListSchema,
  alertRulePath,
  type AlertRuleRequest,
  alertRuleSchema,
} from '@/domain/alert/alert-contract';
import { apiClient } from '@/lib/api-client';
import { IDEMPOTENCY_KEY_HEADER } from '@/lib/idempotency-key';
import { userScope } from '@/lib/user-scope';

/*
 * Fetchers, query factory and mutations of the alert rules (calls: src/domain/alert/alert-contract.ts). Answers are
 * parsed with zod; HTTP failures reject with ApiError (400 with `errors` naming the invalid fields).
 */

/** GET v1/alert-rules: the user's rules, oldest first. */
export async function getAlertRules(signal?: AbortSignal): Promise<AlertRule[]> {
  const { data } = await apiClient.get<unknown>(ALERT_RULES_PATH, { signal });
  return alertRuleListSchema.parse(data).rules;
}

/** POST v1/alert-rules: a new rule; `idempotencyKey` makes a retry answer the same rule. */
export async function createAlertRule(request: AlertRuleRequest, idempotencyKey: string): Promise<AlertRule> {
  const { data } = await apiClient.post<unknown>(ALERT_RULES_PATH, request, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
  return alertRuleSchema.parse(data);
}

/** PUT v1/alert-rules/{id}: replaces a rule's content. */
export async function updateAlertRule(id: string, request: AlertRuleRequest): Promise<AlertRule> {
  const { data } = await apiClient.put<unknown>(alertRulePath(id), request);
  return alertRuleSchema.parse(data);
}

/** DELETE v1/alert-rules/{id}. */
export async function deleteAlertRule(id: string): Promise<void> {
  await apiClient.delete(alertRulePath(id));
}

/** Query factory of alert rules: all -> user(userId) -> list. Keys carry the user's scope. */
export const alertQueries = {
  all: () => ['alert-rules'] as const,
  user: (userId: string) => [...alertQueries.all(), userScope(userId)] as const,
  list: (userId: string) =>
    queryOptions({
      queryKey: [...alertQueries.user(userId), 'list'] as const,
      queryFn: ({ signal }) => getAlertRules(signal),
      meta: { errorHandling: 'custom' },
    }),
};

function useInvalidateAlerts(userId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: alertQueries.user(userId) });
}

/** What the form's submit sends: a new rule (`id` null) or a changed one, with the press's Idempotency-Key. */
export interface SaveAlertRuleVariables {
  id: string | null;
  request: AlertRuleRequest;
  idempotencyKey: string;
}

/** Creates or updates a rule of `userId`; the list refreshes. Failures (400 field errors) are the form's to show. */
export function useSaveAlertRule(userId: string) {
  const invalidate = useInvalidateAlerts(userId);
  return useMutation({
    mutationFn: ({ id, request, idempotencyKey }: SaveAlertRuleVariables) =>
      id === null ? createAlertRule(request, idempotencyKey) : updateAlertRule(id, request),
    meta: { errorHandling: 'custom' },
    onSuccess: invalidate,
  });
}

/** Switches a rule on or off (a PUT of the rule with `enabled` changed); the list refreshes. */
export function useToggleAlertRule(userId: string) {
  const invalidate = useInvalidateAlerts(userId);
  return useMutation({
    mutationFn: ({ rule, enabled }: { rule: AlertRule; enabled: boolean }) => {
      const { name, trigger, scope, recipients } = rule;
      return updateAlertRule(rule.id, { name, trigger, scope, recipients, enabled });
    },
    meta: { errorHandling: 'custom' },
    onSettled: invalidate,
  });
}

/** Deletes a rule; the list refreshes. */
export function useDeleteAlertRule(userId: string) {
  const invalidate = useInvalidateAlerts(userId);
  return useMutation({
    mutationFn: (id: string) => deleteAlertRule(id),
    meta: { errorHandling: 'custom' },
    onSuccess: invalidate,
  });
}
