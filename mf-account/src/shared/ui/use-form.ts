import { useUnit } from 'effector-react';
import type { AccountForm, FormValues } from '../lib/create-form';

/** Everything a form component reads from or sends to its model. */
export function useForm<Values extends FormValues, Done>(form: AccountForm<Values, Done>) {
  return useUnit({
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
}
