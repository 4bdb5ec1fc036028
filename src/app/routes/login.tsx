import { LoginPage } from '@/features/session/components/login-page';

/** /login (spec section 4): the login page; `?returnTo=` an in-app path. */
export default function LoginRoute() {
  return <LoginPage />;
}
