import { useId, useRef, type FormEvent } from 'react';
import { useUnit } from 'effector-react';
import { redeemForm } from '../features/gift-voucher';
import { useCms } from '../shared/config/cms-context';
import { FormField, SubmitButton } from '../shared/ui/form-field';
import { FormAlert, focusFirstInvalid } from '../shared/ui/form-alert';

/** Redeeming a code: the refusal (unknown, used, expired, other shop) shows at the field. */
export function VoucherRedeem() {
  const { t } = useCms();
  const form = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const [values, errors, failure, result, pending, change, submit, reset] = useUnit([
    redeemForm.$values,
    redeemForm.$fieldErrors,
    redeemForm.$failure,
    redeemForm.$result,
    redeemForm.$pending,
    redeemForm.fieldChanged,
    redeemForm.submitted,
    redeemForm.reset,
  ]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
    focusFirstInvalid(form.current);
  };
  return (
    <section className="cms-voucher__redeem" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('cms.voucher.redeemTitle')}</h3>
      {result ? (
        <div className="cms-form__success" role="status">
          <p>{result.message}</p>
          <button type="button" className="cms-form__secondary" onClick={() => reset()}>
            {t('cms.voucher.redeemAnother')}
          </button>
        </div>
      ) : (
        <form
          ref={form}
          className="cms-form cms-voucher__redeem-form"
          noValidate
          onSubmit={onSubmit}
          aria-busy={pending}
        >
          <FormField
            label={t('cms.voucher.code')}
            name="code"
            autoComplete="off"
            spellCheck={false}
            value={values.code}
            error={errors.code}
            required
            onChange={(value) => change({ name: 'code', value })}
          />
          {/* A refusal with a reason sits at the field; only other failures get the alert. */}
          {failure && !errors.code && (
            <FormAlert
              failure={failure}
              fallback="cms.voucher.redeemError"
              onRetry={() => submit()}
            />
          )}
          <SubmitButton
            pending={pending}
            label={t('cms.voucher.redeem')}
            pendingLabel={t('cms.voucher.redeeming')}
          />
        </form>
      )}
    </section>
  );
}
