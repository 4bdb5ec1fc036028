import { DndTariffPage } from '@/features/demurrage-detention/components/tariff-page';

/** /prices/demurrage-detention-tariff (public; docs/areas/demurrage-detention.md "Tariff"). */
export default function DemurrageDetentionTariffRoute() {
  return <DndTariffPage />;
}
