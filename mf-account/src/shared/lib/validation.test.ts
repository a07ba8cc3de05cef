import { describe, expect, it } from 'vitest';
import { emailText, newPasswordText } from './validation';

describe('validation', () => {
  it('asks for an address that looks like one', () => {
    expect(emailText('')).toEqual({ key: 'validation.required' });
    expect(emailText('anna@example')).toEqual({ key: 'validation.email' });
    expect(emailText(' anna@example.org ')).toBeNull();
  });

  it('applies the shop API’s password lengths, 8 to 128', () => {
    expect(newPasswordText('1234567')).toEqual({
      key: 'validation.passwordMin',
      params: { min: 8 },
    });
    expect(newPasswordText('12345678')).toBeNull();
    expect(newPasswordText('x'.repeat(129))).toEqual({
      key: 'validation.maxLength',
      params: { max: 128 },
    });
  });
});
