import { DndPage } from '@/features/demurrage-detention/components/dnd-page';

/** /manage-shipment/demurrage-detention (docs/areas/demurrage-detention.md); the router's guard asks for login. */
export default function DemurrageDetentionRoute() {
  return <DndPage />;
}
