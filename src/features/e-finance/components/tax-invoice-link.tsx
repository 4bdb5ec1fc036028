import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useFeatureFlag } from '@/domain/feature-flag/feature-flags';
import { taxInvoiceIdOf } from '@/domain/invoice/tax-invoice-contract';
import { useUserCountryCode } from '@/domain/location/user-country';

/**
 * "Tax invoice" on an invoice that has one: the `taxInvoice` flag is on for the user and the invoice was issued by an
 * office in the user's country (its number's country, 'INVKR...'), which is when the carrier issues the legal document
 * (docs/areas/e-finance.md "Tax invoices"). Nothing otherwise.
 */
export function TaxInvoiceLink({ invoiceNumber }: { invoiceNumber: string }) {
  const { t } = useTranslation('tax-invoice');
  const on = useFeatureFlag('taxInvoice');
  const country = useUserCountryCode();
  if (!on || !country || invoiceNumber.slice(3, 5) !== country) return null;
  return (
    <Link className={buttonClassName('secondary')} to={paths.taxInvoiceDetail.href(taxInvoiceIdOf(invoiceNumber))}>
      {t('invoice-link')}
    </Link>
  );
}
