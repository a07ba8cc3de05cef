import { afterEach, describe, expect, it } from 'vitest';
import { shopDocumentDataElementId } from '@shop/contracts';
import { readEnvironment } from './read-environment';

function inline(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = shopDocumentDataElementId;
  element.textContent = text;
  document.body.append(element);
}

afterEach(() => document.getElementById(shopDocumentDataElementId)?.remove());

describe('readEnvironment', () => {
  it('reads the environment the edge server inlined', () => {
    inline(JSON.stringify({ environment: 'development' }));
    expect(readEnvironment()).toBe('development');
  });

  it('counts a missing or broken document as production', () => {
    expect(readEnvironment()).toBe('production');
    inline('{not json');
    expect(readEnvironment()).toBe('production');
  });
});
