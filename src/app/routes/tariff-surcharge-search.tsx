import { TariffSurchargeSearchPage } from '@/features/prices/components/tariff-surcharge-search-page';

/** /prices/rate-tariff/surcharge-search (docs/requirements.md §2): public; the search lives in the URL. */
export default function TariffSurchargeSearchRoute() {
  return <TariffSurchargeSearchPage />;
}
