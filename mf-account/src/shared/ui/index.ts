import './account-form.css';

export { Field, type FieldProps } from './field';
export { PasswordField } from './password-field';
export { FormAlert } from './form-alert';
export { SubmitButton } from './submit-button';
export { useForm } from './use-form';
