import { describe, expect, it, vi } from 'vitest';
import { openLocalStorage } from './open-local-storage';

describe('opening localStorage while the shell loads', () => {
  it('reads the storage once, so the browser loads it before the shell’s runtime asks', () => {
    const length = vi.fn(() => 0);
    const storage = Object.defineProperty({}, 'length', { get: length }) as Storage;
    openLocalStorage({ localStorage: storage });
    expect(length).toHaveBeenCalledOnce();
  });

  it('leaves a page whose storage the shopper blocked as it is', () => {
    const blocked = Object.defineProperty({}, 'localStorage', {
      get: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    }) as Window;
    expect(() => openLocalStorage(blocked)).not.toThrow();
  });
});
