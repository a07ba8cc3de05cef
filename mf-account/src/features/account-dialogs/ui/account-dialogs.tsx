import { useUnit } from 'effector-react';
import { $dialog, dialogCloseRequested, dialogOpenRequested } from '@shop/bus';
import type { AccountDialogsProps } from '@shop/contracts';
import { Dialog } from '@shop/ui';
import { useAccountText } from '../model/account-text';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { PasswordResetForm } from './password-reset-form';
import './account-form.css';

/** The account dialogs; which one shows is decided by the page's dialog bus. */
export function AccountDialogs({ locale }: AccountDialogsProps) {
  const [dialog, close, open] = useUnit([$dialog, dialogCloseRequested, dialogOpenRequested]);
  const text = useAccountText(locale);
  switch (dialog?.dialogType) {
    case 'signIn':
      return (
        <Dialog name="sign-in" title={text.signIn.title} closeLabel={text.close} onClose={close}>
          <SignInForm
            text={text}
            onForgotPassword={() => open({ dialogType: 'passwordReset' })}
            onSignUp={() => open({ dialogType: 'signUp' })}
          />
        </Dialog>
      );
    case 'signUp':
      return (
        <Dialog name="sign-up" title={text.signUp.title} closeLabel={text.close} onClose={close}>
          <SignUpForm text={text} onSignIn={() => open({ dialogType: 'signIn' })} />
        </Dialog>
      );
    case 'passwordReset':
      return (
        <Dialog name="password-reset" title={text.passwordReset.title} closeLabel={text.close} onClose={close}>
          <PasswordResetForm text={text} onSignIn={() => open({ dialogType: 'signIn' })} />
        </Dialog>
      );
    default:
      return null;
  }
}
