import { useUnit } from 'effector-react';
import { $customer, dialogOpenRequested } from '@shop/bus';
import { useTranslate } from '../../../shared/i18n';
import { FormAlert } from '../../../shared/ui';
import { LogoutButton, $loggedOut } from '../../../features/logout';
import { NewsletterForm, newsletterPageForm } from '../../../features/newsletter';

/** The newsletter needs no account, so both views offer it. */
function NewsletterSection() {
  const t = useTranslate();
  return (
    <section className="account-page__section" aria-labelledby="account-newsletter-title">
      <h2 id="account-newsletter-title">{t('newsletter.title')}</h2>
      <p>{t('newsletter.description')}</p>
      <NewsletterForm form={newsletterPageForm} testId="newsletter-page-form" />
    </section>
  );
}

/** /account: the customer's overview when logged in, else the way to log in. */
export function AccountOverview() {
  const t = useTranslate();
  const [customer, loggedOut, open] = useUnit([$customer, $loggedOut, dialogOpenRequested]);
  if (!customer.isLoggedIn) {
    return (
      <>
        <section className="account-page__section" data-testid="account-signed-out">
          {loggedOut && (
            <FormAlert tone="success" testId="logged-out">
              {t('account.page.loggedOut')}
            </FormAlert>
          )}
          <p>{t('account.page.signedOutText')}</p>
          <div className="account-page__actions">
            <button
              type="button"
              className="account-form__submit"
              onClick={() => open({ dialogType: 'signIn' })}
            >
              {t('account.signIn.submit')}
            </button>
          </div>
        </section>
        <NewsletterSection />
      </>
    );
  }
  const name = customer.fullName ?? `${customer.firstName} ${customer.lastName}`.trim();
  return (
    <>
      <section className="account-page__section" data-testid="account-signed-in">
        <p className="account-page__greeting">{t('account.greeting', { name })}</p>
        {customer.number && <p>{t('account.page.customerNumber', { number: customer.number })}</p>}
        <div className="account-page__actions">
          <LogoutButton />
        </div>
      </section>
      <NewsletterSection />
    </>
  );
}
