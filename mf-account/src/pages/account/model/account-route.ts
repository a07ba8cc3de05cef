export type AccountRoute = 'overview' | 'password-reset' | 'not-found';

/** Which account page a path below the basename shows (`/account`, `/account/password-reset/`). */
export function accountRouteOf(pathname: string): AccountRoute {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/account') return 'overview';
  if (path === '/account/password-reset') return 'password-reset';
  return 'not-found';
}
