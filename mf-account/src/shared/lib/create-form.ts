import { createEvent, createStore, sample, type Effect } from 'effector';
import type { MessageKey } from '@shop/i18n';
import { toFormFailure, type FormFailure } from './failure';
import type { FormText } from './form-text';
import { logFx } from './log';

export type FormValues = Record<string, string>;
export type FieldErrors<Values extends FormValues> = Partial<
  Record<keyof Values & string, FormText>
>;

export type FormConfig<Values extends FormValues, Done> = {
  initial: Values;
  /** Checks before sending; an empty object lets the submission through. */
  validate(values: Values): FieldErrors<Values>;
  submitFx: Effect<Values, Done>;
  /** Event name of the log line for a failed submission (`login-error`, ...). */
  logEvent: string;
  /** Log 400 answers too (every password-reset failure is logged, but only non-400 sign-in ones). */
  logBadRequests?: boolean;
  /** Shown when the failure carries no server message. */
  fallback: MessageKey;
};

/**
 * The state every account form shares: values kept through failures, field errors beside the
 * fields, the server's message above the form, one submission at a time. Called at module scope.
 */
export function createForm<Values extends FormValues, Done>(config: FormConfig<Values, Done>) {
  type Name = keyof Values & string;
  const fields = Object.keys(config.initial);

  const fieldChanged = createEvent<{ name: Name; value: string }>();
  const submitted = createEvent();
  /** Empties the form, optionally pre-filled (e.g. the e-mail carried from the sign-in dialog). */
  const reset = createEvent<Partial<Values> | void>();
  const passwordVisibilityToggled = createEvent();

  const $values = createStore<Values>(config.initial)
    .on(fieldChanged, (values, { name, value }) => ({ ...values, [name]: value }))
    .on(reset, (_, patch) => ({ ...config.initial, ...(patch ?? {}) }));
  const $pending = config.submitFx.pending;
  const $failure = createStore<FormFailure | null>(null).reset(reset);
  const $fieldErrors = createStore<FieldErrors<Values>>({})
    .on(fieldChanged, (errors, { name }) => {
      if (!errors[name]) return errors;
      const rest = { ...errors };
      delete rest[name];
      return rest;
    })
    .reset(reset);
  const $formError = $failure.map((failure) => failure?.message ?? null);
  const $result = createStore<Done | null>(null).reset(reset);
  const $passwordVisible = createStore(false)
    .on(passwordVisibilityToggled, (visible) => !visible)
    .reset(reset);

  const checked = sample({
    clock: submitted,
    source: { values: $values, pending: $pending },
    filter: ({ pending }) => !pending,
    fn: ({ values }) => ({ values, errors: config.validate(values) }),
  });
  const invalid = sample({
    clock: checked,
    filter: ({ errors }) => Object.keys(errors).length > 0,
  });
  sample({ clock: invalid, fn: ({ errors }) => errors, target: $fieldErrors });
  sample({ clock: invalid, fn: () => null, target: $failure });
  sample({
    clock: checked,
    filter: ({ errors }) => Object.keys(errors).length === 0,
    fn: ({ values }) => values,
    target: config.submitFx,
  });

  sample({ clock: config.submitFx, fn: (): FieldErrors<Values> => ({}), target: $fieldErrors });
  sample({ clock: config.submitFx, fn: () => null, target: $failure });
  const failed = sample({
    clock: config.submitFx.failData,
    fn: (error) => toFormFailure(error, fields, config.fallback),
  });
  sample({ clock: failed, target: $failure });
  sample({
    clock: failed,
    fn: (failure) => failure.fieldErrors as FieldErrors<Values>,
    target: $fieldErrors,
  });
  sample({
    clock: failed,
    filter: (failure) => failure.status !== 400 || config.logBadRequests === true,
    fn: (failure) => ({
      level:
        failure.status !== null && failure.status < 500 ? ('warn' as const) : ('error' as const),
      event: config.logEvent,
      status: failure.status,
      code: failure.code,
      message: failure.detail,
    }),
    target: logFx,
  });
  sample({ clock: config.submitFx.doneData, target: $result });

  return {
    fieldChanged,
    submitted,
    reset,
    passwordVisibilityToggled,
    failed,
    submitFx: config.submitFx,
    $values,
    $pending,
    $failure,
    $fieldErrors,
    $formError,
    $result,
    $passwordVisible,
  };
}

export type AccountForm<Values extends FormValues, Done> = ReturnType<
  typeof createForm<Values, Done>
>;
