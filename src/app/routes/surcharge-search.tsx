import { LegacyPathPage } from '@/features/legacy-bridge/components/legacy-path-page';

/** /prices/surcharge-search: the older portal's surcharge search, embedded by path (docs/requirements.md §2). */
export default function SurchargeSearchRoute() {
  return <LegacyPathPage pageKey="surcharge" />;
}
