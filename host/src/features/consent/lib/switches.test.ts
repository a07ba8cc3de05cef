// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { readPageSwitches } from './switches';

beforeEach(() => sessionStorage.clear());

describe('page switches', () => {
  it('turns tracking and logging off with =0 and keeps that for the session', () => {
    expect(readPageSwitches('?tracking=0&logging=0')).toEqual({
      trackingOff: true,
      loggingOff: true,
    });
    expect(readPageSwitches('')).toEqual({ trackingOff: true, loggingOff: true });
    expect(readPageSwitches('?tracking=1')).toEqual({ trackingOff: false, loggingOff: true });
  });

  it('leaves both on without the parameters', () => {
    expect(readPageSwitches('?utm_source=x')).toEqual({ trackingOff: false, loggingOff: false });
  });
});
