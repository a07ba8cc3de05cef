import { useTranslate } from '../../../shared/i18n';

/** Shown while the session loads, so the page neither flashes the signed-out view nor jumps. */
export function AccountSkeleton() {
  const t = useTranslate();
  return (
    <div
      className="account-skeleton"
      role="status"
      aria-label={t('account.page.loading')}
      data-testid="account-skeleton"
    >
      <div className="account-skeleton__line account-skeleton__line--title" />
      <div className="account-skeleton__line" />
      <div className="account-skeleton__line account-skeleton__line--short" />
    </div>
  );
}
