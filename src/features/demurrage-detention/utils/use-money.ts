import { useTranslation } from 'react-i18next';

import { formatMoney } from '@/domain/money/money';

/** Formats minor units of a currency in the UI language (domain/money: the currency's own decimals). */
export function useMoney(): (amount: number, currency: string) => string {
  const { i18n } = useTranslation();
  return (amount, currency) => formatMoney({ amount, currency }, i18n.language);
}
