import { passwordMaxLength, passwordMinLength } from '@shop/contracts';
import type { FormText } from './form-text';

// Deliberately loose: the server decides; this only catches typos before a round trip.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function requiredText(value: string): FormText | null {
  return value.trim() ? null : { key: 'validation.required' };
}

export function emailText(value: string): FormText | null {
  if (!value.trim()) return { key: 'validation.required' };
  return emailPattern.test(value.trim()) ? null : { key: 'validation.email' };
}

/** A new password: the same length rules as the shop API. */
export function newPasswordText(value: string): FormText | null {
  if (!value) return { key: 'validation.required' };
  if (value.length < passwordMinLength)
    return { key: 'validation.passwordMin', params: { min: passwordMinLength } };
  if (value.length > passwordMaxLength)
    return { key: 'validation.maxLength', params: { max: passwordMaxLength } };
  return null;
}

/** Drops the fields without an error, so an empty object means valid. */
export function fieldErrors<Name extends string>(
  checks: Record<Name, FormText | null>,
): Partial<Record<Name, FormText>> {
  const errors: Partial<Record<Name, FormText>> = {};
  for (const name of Object.keys(checks) as Name[]) {
    const error = checks[name];
    if (error) errors[name] = error;
  }
  return errors;
}
