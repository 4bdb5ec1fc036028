import { AlertsPage } from '@/features/alerts/components/alerts-page';

/** /manage-shipment/alerts: the alerts a user sets for themselves (docs/areas/alerts.md); the router's guard asks for login. */
export default function AlertsRoute() {
  return <AlertsPage />;
}
