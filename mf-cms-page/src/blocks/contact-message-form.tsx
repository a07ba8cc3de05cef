import { useEffect, useRef, type FormEvent } from 'react';
import { useUnit } from 'effector-react';
import type { BlockOf } from '@shop/contracts';
import { contactMessageLimits } from '@shop/contracts';
import { contactForm, contactFormMounted, contactInputStarted } from '../features/contact-message';
import { useCms } from '../shared/config/cms-context';
import { readRecaptchaSource } from '../shared/lib/recaptcha';
import { FormField, SubmitButton } from '../shared/ui/form-field';
import { FormAlert, focusFirstInvalid } from '../shared/ui/form-alert';

/** The message form of the contact block: name, address, topic, order number, message. */
export function ContactMessageForm({
  block,
  person,
}: {
  block: BlockOf<'ContactForm'>;
  person: string | null;
}) {
  const { locale, t } = useCms();
  const form = useRef<HTMLFormElement>(null);
  const [
    values,
    errors,
    failure,
    result,
    pending,
    change,
    submit,
    reset,
    mounted,
    setLocale,
    inputStarted,
  ] = useUnit([
    contactForm.$values,
    contactForm.$fieldErrors,
    contactForm.$failure,
    contactForm.$result,
    contactForm.$pending,
    contactForm.fieldChanged,
    contactForm.submitted,
    contactForm.reset,
    contactFormMounted,
    contactForm.localeSet,
    contactInputStarted,
  ]);
  useEffect(() => {
    mounted({ person, recaptcha: readRecaptchaSource() });
    setLocale(locale);
  }, [person, locale, mounted, setLocale]);

  if (result) {
    return (
      <div className="cms-form__success cms-contact-form__success" role="status">
        <p>{result.message}</p>
        <button type="button" className="cms-form__secondary" onClick={() => reset()}>
          {t('cms.contact.another')}
        </button>
      </div>
    );
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
    focusFirstInvalid(form.current);
  };
  const left = contactMessageLimits.messageMaxLength - values.message.length;
  return (
    <form
      ref={form}
      className="cms-form cms-contact-form__form"
      noValidate
      onSubmit={onSubmit}
      onInput={() => inputStarted()}
      aria-busy={pending}
    >
      <FormField
        label={t('cms.contact.name')}
        name="name"
        autoComplete="name"
        value={values.name}
        error={errors.name}
        required
        onChange={(value) => change({ name: 'name', value })}
      />
      <FormField
        label={t('cms.contact.emailLabel')}
        name="email"
        type="email"
        autoComplete="email"
        spellCheck={false}
        value={values.email}
        error={errors.email}
        required
        onChange={(value) => change({ name: 'email', value })}
      />
      <FormField
        as="select"
        label={t('cms.contact.topic')}
        name="topic"
        options={block.topics}
        placeholder={t('cms.contact.topicPlaceholder')}
        value={values.topic}
        error={errors.topic}
        required
        onChange={(value) => change({ name: 'topic', value })}
      />
      <FormField
        label={t('cms.contact.orderNumber')}
        name="orderNumber"
        autoComplete="off"
        value={values.orderNumber}
        error={errors.orderNumber}
        onChange={(value) => change({ name: 'orderNumber', value })}
      />
      <FormField
        as="textarea"
        label={t('cms.contact.message')}
        name="message"
        rows={6}
        value={values.message}
        error={errors.message}
        hint={left < 500 ? t('cms.form.charactersLeft', { count: Math.max(0, left) }) : undefined}
        required
        onChange={(value) => change({ name: 'message', value })}
      />
      <p className="cms-form__notice">{block.privacyNotice}</p>
      <p className="cms-form__notice">{t('newsletter.recaptchaNotice')}</p>
      {failure && (
        <FormAlert failure={failure} fallback="cms.contact.error" onRetry={() => submit()} />
      )}
      <SubmitButton
        pending={pending}
        label={block.submitLabel}
        pendingLabel={t('cms.contact.sending')}
      />
    </form>
  );
}
