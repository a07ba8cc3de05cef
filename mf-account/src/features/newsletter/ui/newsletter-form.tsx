import { useUnit } from 'effector-react';
import { $integrations } from '../../../shared/config';
import { useTranslate } from '../../../shared/i18n';
import { resolveText } from '../../../shared/lib';
import { Field, FormAlert, SubmitButton, useForm } from '../../../shared/ui';
import {
  newsletterInputStarted,
  type NewsletterForm as NewsletterFormModel,
} from '../model/newsletter-model';

type NewsletterFormProps = { form: NewsletterFormModel; testId: string };

/** E-mail, consent text and submit; afterwards the server's "check your mail". */
export function NewsletterForm({ form: model, testId }: NewsletterFormProps) {
  const t = useTranslate();
  const form = useForm(model);
  const [integrations, inputStarted] = useUnit([$integrations, newsletterInputStarted]);
  if (form.result) {
    return (
      <FormAlert tone="success" testId={`${testId}-sent`}>
        {form.result.message}
      </FormAlert>
    );
  }
  return (
    <form
      className="account-form"
      noValidate
      data-testid={testId}
      onInput={() => inputStarted()}
      onSubmit={(event) => {
        event.preventDefault();
        form.submitted();
      }}
    >
      {form.formError && <FormAlert tone="error">{resolveText(t, form.formError)}</FormAlert>}
      <Field
        label={t('newsletter.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        {...form.field('email')}
      />
      <p className="account-form__note">{t('newsletter.consent')}</p>
      <p className="account-form__note">{t('newsletter.privacy')}</p>
      {integrations.recaptchaSiteKey && (
        <p className="account-form__note">{t('newsletter.recaptchaNotice')}</p>
      )}
      <SubmitButton pending={form.pending} label={t('newsletter.submit')} />
    </form>
  );
}
