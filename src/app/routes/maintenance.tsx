import { MaintenancePage } from '@/features/pages/components/maintenance-page';

/** `/maintenance` (docs/requirements.md §2). */
export default function MaintenanceRoute() {
  return <MaintenancePage />;
}
