// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { historyEntryId, savedPosition, savePosition } from './document-scroll';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('document scroll positions', () => {
  it('gives a history entry one id and keeps what the router stored in its state', () => {
    history.replaceState({ usr: null, key: 'abc', idx: 3 }, '');
    const id = historyEntryId();
    expect(historyEntryId()).toBe(id);
    expect(history.state).toMatchObject({ key: 'abc', idx: 3, shopEntry: id });
  });

  it('remembers a position per entry, and nothing for the top or a broken value', () => {
    const storage = memoryStorage();
    savePosition(storage, 'one', 1234.6);
    savePosition(storage, 'two', 0);
    storage.setItem('shop.scroll.three', 'x');
    expect(savedPosition(storage, 'one')).toBe(1235);
    expect(savedPosition(storage, 'two')).toBeNull();
    expect(savedPosition(storage, 'three')).toBeNull();
    expect(savedPosition(storage, 'unknown')).toBeNull();
  });

  it('does not fail when storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(() => savePosition(refusing, 'one', 10)).not.toThrow();
    expect(savedPosition(refusing, 'one')).toBeNull();
  });
});
