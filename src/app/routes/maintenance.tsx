import { MaintenancePage } from '@/features/pages/components/maintenance-page';

/** `/maintenance` (spec section 2). */
export default function MaintenanceRoute() {
  return <MaintenancePage />;
}
