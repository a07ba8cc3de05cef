import type { MessageKey } from '@shop/i18n';
import { useCms } from '../config/cms-context';
import type { FormFailure } from '../lib/form-model';

/** Why sending failed, in words for the shopper, with a button that sends again. */
export function FormAlert({
  failure,
  fallback,
  onRetry,
}: {
  failure: FormFailure;
  fallback: MessageKey;
  onRetry(): void;
}) {
  const { t } = useCms();
  const text =
    failure.kind === 'server'
      ? failure.message
      : failure.kind === 'offline'
        ? t('errors.network')
        : t(fallback);
  return (
    <div className="cms-form__alert" role="alert">
      <p>{text}</p>
      <button type="button" className="cms-form__secondary" onClick={onRetry}>
        {t('errors.retry')}
      </button>
    </div>
  );
}

/** After a refused submission, moves the focus to the first field that needs attention. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
