import type { Translate } from '@shop/i18n';

/** What failed, in the shopper's words, and a button that asks again. */
export function LoadError({
  t,
  onRetry,
  text,
}: {
  t: Translate;
  onRetry: () => void;
  text?: string;
}) {
  return (
    <div className="pw-error" role="alert">
      <p>{text ?? t('products.loadFailed')}</p>
      <button type="button" className="pw-button pw-button--secondary" onClick={onRetry}>
        {t('products.retry')}
      </button>
    </div>
  );
}
