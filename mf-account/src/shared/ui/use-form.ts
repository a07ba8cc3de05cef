import { useUnit } from 'effector-react';
import { useTranslate } from '../i18n';
import { resolveText } from '../lib/form-text';
import type { AccountForm, FormValues } from '../lib/create-form';

/** Everything a form component reads from or sends to its model. */
export function useForm<Values extends FormValues, Done>(form: AccountForm<Values, Done>) {
  const t = useTranslate();
  const state = useUnit({
    values: form.$values,
    fieldErrors: form.$fieldErrors,
    formError: form.$formError,
    failure: form.$failure,
    pending: form.$pending,
    result: form.$result,
    passwordVisible: form.$passwordVisible,
    fieldChanged: form.fieldChanged,
    submitted: form.submitted,
    passwordVisibilityToggled: form.passwordVisibilityToggled,
  });
  /** Name, value, change handler and translated error of one field, to spread onto a Field. */
  const field = <Name extends keyof Values & string>(name: Name) => {
    const error = state.fieldErrors[name];
    return {
      name,
      value: state.values[name] as string,
      onChange: (value: string) => state.fieldChanged({ name, value }),
      error: error ? resolveText(t, error) : null,
    };
  };
  return { ...state, field };
}
