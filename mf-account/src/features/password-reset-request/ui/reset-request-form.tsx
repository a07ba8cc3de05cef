import { useUnit } from 'effector-react';
import { useTranslate } from '../../../shared/i18n';
import { resolveText } from '../../../shared/lib';
import { Field, FormAlert, SubmitButton, useForm } from '../../../shared/ui';
import { backToSignInClicked, resetRequestForm } from '../model/reset-request-model';

/** Asks for the reset mail; shows the server's neutral answer, which never tells whether the address is known. */
export function ResetRequestForm() {
  const t = useTranslate();
  const form = useForm(resetRequestForm);
  const onBack = useUnit(backToSignInClicked);
  return (
    <form
      className="account-form"
      noValidate
      data-testid="password-reset-form"
      onSubmit={(event) => {
        event.preventDefault();
        form.submitted();
      }}
    >
      {form.result ? (
        <FormAlert tone="success" testId="password-reset-sent">
          {form.result.message}
        </FormAlert>
      ) : (
        <>
          <p className="account-form__note">{t('account.passwordReset.description')}</p>
          {form.formError && <FormAlert tone="error">{resolveText(t, form.formError)}</FormAlert>}
          <Field
            label={t('account.passwordReset.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            {...form.field('email')}
          />
          <SubmitButton pending={form.pending} label={t('account.passwordReset.submit')} />
        </>
      )}
      <button type="button" className="account-form__link" onClick={onBack}>
        {t('account.passwordReset.backToSignIn')}
      </button>
    </form>
  );
}
