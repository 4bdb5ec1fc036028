import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { ChallengeDecision, Payment } from '@/domain/invoice/payment-contract';
import { formatMoney } from '@/domain/money/money';
import { useCurrentUserId } from '@/domain/session/session-store';
import { useDocumentTitle } from '@/lib/use-document-title';

import { paymentQueries, submitChallenge } from '../api/payments-api';
import { usePayment } from '../hooks/use-payment';
import { JUST_SUBMITTED_STATE } from '../utils/survey-offer';
import { GatewayCardForm } from './gateway-card-form';
import styles from './payment.module.css';

/**
 * The challenge step (3-D Secure-like): the cardholder accepts, declines or abandons. Any answer, and any failure (a
 * lost answer included: the gateway may have decided), leads to the payment's page, which asks the carrier.
 */
function GatewayChallenge({ payment }: { payment: Payment }) {
  const { t, i18n } = useTranslation('payment');
  const userId = useCurrentUserId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (decision: ChallengeDecision) => submitChallenge(payment.paymentId, decision),
    meta: { errorHandling: 'custom' },
  });
  const detailKey = paymentQueries.detail(userId ?? '', payment.paymentId).queryKey;
  const decide = (decision: ChallengeDecision) => {
    // One decision at a time: a second press while one is on its way does nothing.
    if (mutation.isPending) return;
    mutation.mutate(decision, {
      onSuccess: (next) => {
        queryClient.setQueryData(detailKey, next);
      },
      onError: () => {
        void queryClient.invalidateQueries({ queryKey: detailKey });
      },
      onSettled: () => {
        void navigate(paths.paymentDetail.href(payment.paymentId), { replace: true, state: JUST_SUBMITTED_STATE });
      },
    });
  };
  const amount = formatMoney({ amount: payment.amount, currency: payment.currency }, i18n.language);
  return (
    <div className={styles.stack}>
      <h2>{t('gateway.challenge-title')}</h2>
      <p>{t('gateway.challenge-text', { amount, last4: payment.cardLast4 ?? '' })}</p>
      <div className={styles.actions}>
        <Button
          variant="primary"
          busy={mutation.isPending && mutation.variables === 'ACCEPT'}
          onClick={() => {
            decide('ACCEPT');
          }}
        >
          {t('gateway.accept')}
        </Button>
        <Button
          busy={mutation.isPending && mutation.variables === 'DECLINE'}
          onClick={() => {
            decide('DECLINE');
          }}
        >
          {t('gateway.decline')}
        </Button>
        <Button
          variant="ghost"
          busy={mutation.isPending && mutation.variables === 'ABANDON'}
          onClick={() => {
            decide('ABANDON');
          }}
        >
          {t('gateway.abandon')}
        </Button>
      </div>
    </div>
  );
}

/**
 * /e-finance/payment-gateway/:paymentId: the stand-in of the carrier's payment gateway, marked "Test payment gateway"
 * (docs/areas/e-finance.md "Online payment"): the card, then the challenge. The payment id is in the URL (never a
 * token), so a reload during the challenge resumes the same payment; a payment past these steps goes to its page.
 */
export function PaymentGatewayPage() {
  const { t, i18n } = useTranslation('payment');
  useDocumentTitle(t('gateway.title'));
  const { paymentId = '' } = useParams();
  const state = usePayment(paymentId);
  const status = state.kind === 'ready' ? state.payment.status : null;
  if (state.kind === 'ready' && status !== 'INITIATED' && status !== 'CHALLENGE') {
    return <Navigate to={paths.paymentDetail.href(paymentId)} replace state={JUST_SUBMITTED_STATE} />;
  }
  return (
    <section aria-labelledby="gateway-title" className={styles.narrow}>
      <div className={styles.gateway}>
        <p className={styles.gatewayMark}>{t('gateway.mark')}</p>
        <h1 id="gateway-title">{t('gateway.title')}</h1>
        <p>{t('gateway.intro')}</p>
        {state.kind === 'ready' ? (
          <>
            <p>
              {t('gateway.amount', {
                amount: formatMoney({ amount: state.payment.amount, currency: state.payment.currency }, i18n.language),
                id: state.payment.paymentId,
              })}
            </p>
            {state.payment.status === 'INITIATED' ? (
              <GatewayCardForm payment={state.payment} />
            ) : (
              <GatewayChallenge payment={state.payment} />
            )}
          </>
        ) : state.kind === 'not-found' ? (
          <p role="alert">{t('result.not-found')}</p>
        ) : state.kind === 'error' ? (
          <QueryErrorFallback message={t('result.load-error')} retrying={state.retrying} onRetry={state.retry} />
        ) : (
          <Spinner label={t('result.loading')} />
        )}
      </div>
    </section>
  );
}
