import { isApiError, NetworkError, TimeoutError } from '@shop/api-client';
import type { MessageKey } from '@shop/i18n';
import type { FormText } from './form-text';

/** A failed submission as a form shows it: the message above the form and one message per field. */
export type FormFailure = {
  /** HTTP status, or null when no answer came (network, time-out, script). */
  status: number | null;
  code: string | null;
  message: FormText;
  fieldErrors: Record<string, FormText>;
  /** For the log line: what went wrong, without the shopper's input. */
  detail: string;
};

/**
 * Maps an error to what the form shows: the server's message as sent, its field errors beside the
 * fields the form has (others join the message), our own text when no server answered.
 */
export function toFormFailure(
  error: unknown,
  fields: readonly string[],
  fallback: MessageKey,
): FormFailure {
  if (isApiError(error)) {
    const fieldErrors: Record<string, FormText> = {};
    const unplaced: string[] = [];
    for (const { field, message } of error.errors) {
      if (fields.includes(field) && !fieldErrors[field]) fieldErrors[field] = { text: message };
      else if (!fields.includes(field)) unplaced.push(message);
    }
    return {
      status: error.status,
      code: error.code ?? null,
      message: { text: [error.message, ...unplaced].join(' ') },
      fieldErrors,
      detail: error.message,
    };
  }
  const offline = error instanceof NetworkError || error instanceof TimeoutError;
  return {
    status: null,
    code: null,
    message: { key: offline ? 'errors.network' : fallback },
    fieldErrors: {},
    detail: error instanceof Error ? error.message : String(error),
  };
}
