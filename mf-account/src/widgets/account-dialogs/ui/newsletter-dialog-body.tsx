import { useUnit } from 'effector-react';
import { dialogCloseRequested } from '@shop/bus';
import { linkStatusOf } from '../../../shared/config';
import { useTranslate } from '../../../shared/i18n';
import { FormAlert } from '../../../shared/ui';
import { NewsletterForm, newsletterDialogForm } from '../../../features/newsletter';

/** The subscription form, or the outcome of the mailed confirmation link. */
export function NewsletterDialogBody({ payload }: { payload: unknown }) {
  const t = useTranslate();
  const close = useUnit(dialogCloseRequested);
  const linkStatus = linkStatusOf(payload);
  if (linkStatus === 'confirmed') {
    return (
      <div className="account-form">
        <FormAlert tone="success" testId="newsletter-confirmed">
          {t('newsletter.confirmed')}
        </FormAlert>
        <button type="button" className="account-form__submit" onClick={() => close()}>
          {t('account.continueShopping')}
        </button>
      </div>
    );
  }
  return (
    <div className="account-form">
      {linkStatus === 'invalid-link' ? (
        <FormAlert tone="error" testId="newsletter-link-invalid">
          {t('newsletter.confirmFailed')}
        </FormAlert>
      ) : (
        <p className="account-form__note">{t('newsletter.description')}</p>
      )}
      <NewsletterForm form={newsletterDialogForm} testId="newsletter-dialog-form" />
    </div>
  );
}
