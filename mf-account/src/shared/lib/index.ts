export {
  createForm,
  type AccountForm,
  type FieldErrors,
  type FormValues,
  type FormConfig,
} from './create-form';
export { toFormFailure, type FormFailure } from './failure';
export { resolveText, type FormText } from './form-text';
export { logFx, type LogEntry } from './log';
export { loadScript, scriptTimeoutMs } from './load-script';
export { requiredText, emailText, newPasswordText, fieldErrors } from './validation';
export { dialogEvent } from './dialog-event';
