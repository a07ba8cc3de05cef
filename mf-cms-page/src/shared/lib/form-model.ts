import { createEffect, createEvent, createStore, sample, type Effect, type Store } from 'effector';
import { isApiError, NetworkError, TimeoutError } from '@shop/api-client';
import type { Locale } from '@shop/catalogue';
import { logCms, type CmsLogEntry } from './log';

export type FormValues = Record<string, string>;
export type FieldErrors = Record<string, string>;
/** What went wrong with a sending: the server's own words, no answer at all, or something else. */
export type FormFailure =
  { kind: 'server'; message: string; status: number } | { kind: 'offline' } | { kind: 'unknown' };
export type FormStatus = 'editing' | 'sending' | 'sent' | 'failed';

/** The checked request body, or the fields that stop it (texts in the shopper's language). */
export type Checked<Body> = { body: Body } | { errors: FieldErrors };

export type FormModelConfig<Values extends FormValues, Body, Done, Context = null> = {
  initial: Values;
  /** What the checks need besides the values (the block's amounts). */
  context?: Store<Context>;
  /** Client-side checks with the same schemas the server uses. */
  check(values: Values, locale: Locale, context: Context): Checked<Body>;
  submitFx: Effect<Body, Done>;
  /** Event of the log line of a failed sending (`contact-message-error`, `error adding voucher`). */
  logEvent: string;
  /** Error codes whose server message belongs beside a field rather than above the form. */
  fieldOfCode?: (code: string | undefined) => string | undefined;
  /** Fields whose errors carry another name (the amount choice and typed amount share `amount`). */
  errorNameOf?: Partial<Record<keyof Values & string, string>>;
};

/** Writes a log line; replaced in tests. */
export const logFx = createEffect((entry: CmsLogEntry) => logCms(entry));

function toFailure(
  error: unknown,
  fieldOfCode: ((code: string | undefined) => string | undefined) | undefined,
): { failure: FormFailure; fieldErrors: FieldErrors } {
  if (isApiError(error)) {
    const fieldErrors: FieldErrors = {};
    for (const { field, message } of error.errors) fieldErrors[field] ??= message;
    const field = fieldOfCode?.(error.code);
    if (field && !fieldErrors[field]) fieldErrors[field] = error.message;
    return {
      failure: { kind: 'server', message: error.message, status: error.status },
      fieldErrors,
    };
  }
  const offline = error instanceof NetworkError || error instanceof TimeoutError;
  return { failure: { kind: offline ? 'offline' : 'unknown' }, fieldErrors: {} };
}

/**
 * A form of a content block: values kept through failures, field errors beside the fields (from
 * the checks before sending and from the server), one sending at a time, the answer once sent.
 * Called at module scope: one form of each kind per page.
 */
export function createFormModel<Values extends FormValues, Body, Done, Context = null>(
  config: FormModelConfig<Values, Body, Done, Context>,
) {
  const fieldChanged = createEvent<{ name: keyof Values & string; value: string }>();
  const localeSet = createEvent<Locale>();
  const submitted = createEvent();
  const reset = createEvent();

  const $locale = createStore<Locale>('de-DE').on(localeSet, (_, locale) => locale);
  const $values = createStore<Values>(config.initial)
    .on(fieldChanged, (values, { name, value }) => ({ ...values, [name]: value }))
    .reset(reset);
  const $fieldErrors = createStore<FieldErrors>({})
    .on(fieldChanged, (errors, { name }) => {
      const key = config.errorNameOf?.[name] ?? name;
      if (!errors[key]) return errors;
      const rest = { ...errors };
      delete rest[key];
      return rest;
    })
    .reset(reset);
  const $failure = createStore<FormFailure | null>(null).reset(reset);
  const $result = createStore<Done | null>(null).reset(reset);
  const $pending = config.submitFx.pending;
  const $status = sample({
    source: { pending: $pending, result: $result, failure: $failure },
    fn: ({ pending, result, failure }): FormStatus =>
      pending ? 'sending' : result !== null ? 'sent' : failure ? 'failed' : 'editing',
  });

  const checked = sample({
    clock: submitted,
    source: {
      values: $values,
      locale: $locale,
      pending: $pending,
      context: config.context ?? createStore<Context>(null as Context),
    },
    filter: ({ pending }) => !pending,
    fn: ({ values, locale, context }) => config.check(values, locale, context),
  });
  sample({
    clock: checked,
    filter: (result) => 'errors' in result,
    fn: (result) => ('errors' in result ? result.errors : {}),
    target: $fieldErrors,
  });
  sample({
    clock: checked,
    filter: (result) => 'body' in result,
    fn: (result) => (result as { body: Body }).body,
    target: config.submitFx,
  });
  sample({ clock: config.submitFx, fn: (): FieldErrors => ({}), target: $fieldErrors });
  sample({ clock: config.submitFx, fn: () => null, target: $failure });
  sample({ clock: config.submitFx.doneData, target: $result });

  const failed = sample({
    clock: config.submitFx.failData,
    fn: (error) => ({ ...toFailure(error, config.fieldOfCode), error }),
  });
  sample({ clock: failed, fn: ({ failure }) => failure, target: $failure });
  sample({ clock: failed, fn: ({ fieldErrors }) => fieldErrors, target: $fieldErrors });
  sample({
    clock: failed,
    fn: ({ failure, error }): CmsLogEntry => ({
      level: failure.kind === 'server' && failure.status < 500 ? 'warn' : 'error',
      event: config.logEvent,
      status: failure.kind === 'server' ? failure.status : null,
      code: isApiError(error) ? (error.code ?? null) : null,
      // What went wrong, never what the shopper typed.
      message: error instanceof Error ? error.message : String(error),
    }),
    target: logFx,
  });

  return {
    fieldChanged,
    localeSet,
    submitted,
    reset,
    submitFx: config.submitFx,
    $values,
    $fieldErrors,
    $failure,
    $result,
    $pending,
    $status,
  };
}
export type FormModel<Values extends FormValues, Body, Done, Context = null> = ReturnType<
  typeof createFormModel<Values, Body, Done, Context>
>;
