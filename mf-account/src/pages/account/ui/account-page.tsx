import { useUnit } from 'effector-react';
import { $customerInitializing } from '@shop/bus';
import type { AccountPageProps } from '@shop/contracts';
import { useTranslate } from '../../../shared/i18n';
import { accountRouteOf } from '../model/account-route';
import { AccountOverview } from './account-overview';
import { AccountSkeleton } from './account-skeleton';
import { NewPasswordPage } from './new-password-page';

/** The pages under /account/: the overview and the page of the mailed password-reset link. */
export function AccountPage({ pathname, basename }: AccountPageProps) {
  const t = useTranslate();
  const initializing = useUnit($customerInitializing);
  const route = accountRouteOf(pathname);
  if (route === 'not-found') {
    return (
      <div className="account-page" data-testid="account-page">
        <h1>{t('errorPage.notFoundTitle')}</h1>
        <p>{t('errorPage.notFoundText')}</p>
        <a href={`${basename}/`}>{t('errorPage.home')}</a>
      </div>
    );
  }
  return (
    <div className="account-page" data-testid="account-page">
      <h1>{route === 'overview' ? t('account.page.title') : t('account.newPassword.title')}</h1>
      {route === 'password-reset' ? (
        <NewPasswordPage />
      ) : initializing ? (
        <AccountSkeleton />
      ) : (
        <AccountOverview />
      )}
    </div>
  );
}
