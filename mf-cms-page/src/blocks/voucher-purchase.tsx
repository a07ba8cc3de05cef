import { useId, useRef, type FormEvent } from 'react';
import { useUnit } from 'effector-react';
import { giftVoucherLimits } from '@shop/contracts';
import { formatPrice } from '@shop/i18n';
import { otherAmount, purchaseForm } from '../features/gift-voucher';
import { useCms } from '../shared/config/cms-context';
import { FormField, SubmitButton } from '../shared/ui/form-field';
import { FormAlert, focusFirstInvalid } from '../shared/ui/form-alert';

/** Buying a voucher: an amount (configured or typed), recipient, message and the buyer's address. */
export function VoucherPurchase({ amounts, ctaText }: { amounts: number[]; ctaText: string }) {
  const { locale, currency, t } = useCms();
  const form = useRef<HTMLFormElement>(null);
  const amountErrorId = `${useId()}-amount-error`;
  const [values, errors, failure, result, pending, change, submit, reset] = useUnit([
    purchaseForm.$values,
    purchaseForm.$fieldErrors,
    purchaseForm.$failure,
    purchaseForm.$result,
    purchaseForm.$pending,
    purchaseForm.fieldChanged,
    purchaseForm.submitted,
    purchaseForm.reset,
  ]);
  if (result) {
    return (
      <div className="cms-form__success" role="status">
        <p>{result.message}</p>
        <p>{t('cms.voucher.orderReference', { reference: result.orderReference })}</p>
        <button type="button" className="cms-form__secondary" onClick={() => reset()}>
          {t('cms.voucher.buyAnother')}
        </button>
      </div>
    );
  }
  const choice = values.amountChoice || String(amounts[0] ?? otherAmount);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
    focusFirstInvalid(form.current);
  };
  const { minAmount, maxAmount } = giftVoucherLimits;
  return (
    <form ref={form} className="cms-form" noValidate onSubmit={onSubmit} aria-busy={pending}>
      <h3>{t('cms.voucher.buyTitle')}</h3>
      <fieldset
        className="cms-voucher__amounts"
        aria-describedby={errors.amount ? amountErrorId : undefined}
      >
        <legend className="cms-form__label">{t('cms.voucher.amountLabel')}</legend>
        {[...amounts.map(String), otherAmount].map((value) => (
          <label key={value} className="cms-voucher__amount">
            <input
              type="radio"
              name="amountChoice"
              value={value}
              checked={choice === value}
              aria-invalid={errors.amount && choice === value ? true : undefined}
              onChange={() => change({ name: 'amountChoice', value })}
            />
            <span>
              {value === otherAmount
                ? t('cms.voucher.otherAmount')
                : formatPrice(Number(value), locale, { currency })}
            </span>
          </label>
        ))}
        {errors.amount && choice !== otherAmount && (
          <p id={amountErrorId} className="cms-form__error">
            {errors.amount}
          </p>
        )}
      </fieldset>
      {choice === otherAmount && (
        <FormField
          label={t('cms.voucher.otherAmountLabel', { currency })}
          name="otherAmount"
          inputMode="decimal"
          value={values.otherAmount}
          error={errors.amount}
          hint={t('cms.voucher.amountHint', { min: minAmount, max: maxAmount })}
          required
          onChange={(value) => change({ name: 'otherAmount', value })}
        />
      )}
      <FormField
        label={t('cms.voucher.recipientName')}
        name="recipientName"
        autoComplete="off"
        value={values.recipientName}
        error={errors.recipientName}
        required
        onChange={(value) => change({ name: 'recipientName', value })}
      />
      <FormField
        label={t('cms.voucher.recipientEmail')}
        name="recipientEmail"
        type="email"
        autoComplete="off"
        spellCheck={false}
        value={values.recipientEmail}
        error={errors.recipientEmail}
        required
        onChange={(value) => change({ name: 'recipientEmail', value })}
      />
      <FormField
        as="textarea"
        label={t('cms.voucher.message')}
        name="message"
        rows={3}
        value={values.message}
        error={errors.message}
        hint={t('cms.form.charactersLeft', {
          count: Math.max(0, giftVoucherLimits.messageMaxLength - values.message.length),
        })}
        onChange={(value) => change({ name: 'message', value })}
      />
      <FormField
        label={t('cms.voucher.buyerEmail')}
        name="buyerEmail"
        type="email"
        autoComplete="email"
        spellCheck={false}
        value={values.buyerEmail}
        error={errors.buyerEmail}
        required
        onChange={(value) => change({ name: 'buyerEmail', value })}
      />
      {failure && (
        <FormAlert failure={failure} fallback="cms.voucher.error" onRetry={() => submit()} />
      )}
      <SubmitButton pending={pending} label={ctaText} pendingLabel={t('cms.voucher.sending')} />
    </form>
  );
}
