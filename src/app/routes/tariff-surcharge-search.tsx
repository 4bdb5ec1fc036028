import { TariffSurchargeSearchPage } from '@/features/prices/components/tariff-surcharge-search-page';

/** /prices/rate-tariff/surcharge-search (spec section 2, issue 15 section 3): public; the search lives in the URL. */
export default function TariffSurchargeSearchRoute() {
  return <TariffSurchargeSearchPage />;
}
