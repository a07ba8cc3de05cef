// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageSearchContext, usePageSearch } from './slot-answers';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the page’s query as slots render it', () => {
  it('is the address the server renders, which it gives without campaign parameters', () => {
    window.history.replaceState(null, '', '/wandbilder?sort=price&gclid=abc');
    const { result } = renderHook(usePageSearch, {
      wrapper: ({ children }) => (
        <PageSearchContext.Provider value="sort=price">{children}</PageSearchContext.Provider>
      ),
    });
    expect(result.current).toBe('sort=price');
  });

  it('in the hydrating browser, is its own query without click ids and utm parameters, as the server rendered it', () => {
    window.history.replaceState(
      null,
      '',
      '/wandbilder?utm_source=newsletter&materialType=leinwand&gclid=Cj0KCQ',
    );
    const { result } = renderHook(usePageSearch);
    expect(result.current).toBe('materialType=leinwand');
  });
});
