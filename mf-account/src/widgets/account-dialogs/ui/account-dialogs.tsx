import { useUnit, useGate } from 'effector-react';
import { dialogCloseRequested } from '@shop/bus';
import { Dialog } from '@shop/ui';
import { useTranslate } from '../../../shared/i18n';
import { SignInForm } from '../../../features/sign-in';
import { GoogleButton } from '../../../features/google-sign-in';
import { ResetRequestForm } from '../../../features/password-reset-request';
import { $accountDialog, AccountDialogsGate, type AccountDialogType } from '../model/dialogs-model';
import { SignUpDialogBody } from './sign-up-dialog-body';
import { NewsletterDialogBody } from './newsletter-dialog-body';

const dialogNames: Record<AccountDialogType, string> = {
  signIn: 'sign-in',
  signUp: 'sign-up',
  passwordReset: 'password-reset',
  newsletter: 'newsletter',
};

/** The account dialogs; which one shows is decided by the page's dialog bus. */
export function AccountDialogs() {
  useGate(AccountDialogsGate);
  const t = useTranslate();
  const [dialog, close] = useUnit([$accountDialog, dialogCloseRequested]);
  if (!dialog) return null;
  const titles: Record<AccountDialogType, string> = {
    signIn: t('account.signIn.title'),
    signUp: t('account.signUp.title'),
    passwordReset: t('account.passwordReset.title'),
    newsletter: t('newsletter.title'),
  };
  return (
    // A new key per type: switching dialogs mounts a fresh one, which moves focus into it.
    <Dialog
      key={dialog.dialogType}
      name={dialogNames[dialog.dialogType]}
      title={titles[dialog.dialogType]}
      closeLabel={t('account.close')}
      onClose={() => close()}
    >
      {dialog.dialogType === 'signIn' && <SignInForm google={<GoogleButton />} />}
      {dialog.dialogType === 'signUp' && <SignUpDialogBody payload={dialog.dialogPayload} />}
      {dialog.dialogType === 'passwordReset' && <ResetRequestForm />}
      {dialog.dialogType === 'newsletter' && (
        <NewsletterDialogBody payload={dialog.dialogPayload} />
      )}
    </Dialog>
  );
}
