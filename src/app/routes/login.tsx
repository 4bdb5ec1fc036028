import { LoginPage } from '@/features/session/components/login-page';

/** /login (docs/requirements.md §4): the login page; `?returnTo=` an in-app path. */
export default function LoginRoute() {
  return <LoginPage />;
}
