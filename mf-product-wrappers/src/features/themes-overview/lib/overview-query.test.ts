import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cardFilterKeys } from '@shop/catalogue';
import {
  defaultOverviewQuery,
  parseOverviewQuery,
  toggleFilter,
  writeOverviewQuery,
  type OverviewQuery,
} from './overview-query';

const defaults = defaultOverviewQuery(12);

describe('overview query in the URL', () => {
  it('reads every card filter key, the sort, the page and the page size', () => {
    expect(
      parseOverviewQuery(
        'color=rot,gold&style=modern&label=neu&aspectRatio=7-5&punching=herz&product=klappkarte&category=taufe&sort=created&page=3&pageSize=48',
        defaults,
      ),
    ).toEqual({
      filters: {
        aspectRatio: ['7-5'],
        category: ['taufe'],
        color: ['gold', 'rot'],
        label: ['neu'],
        product: ['klappkarte'],
        punching: ['herz'],
        style: ['modern'],
      },
      sort: 'created',
      page: 3,
      pageSize: 48,
    });
  });

  it('ignores unknown keys, sorts, page sizes and malformed values', () => {
    expect(
      parseOverviewQuery(
        'colour=rot&color=<b>&sort=price&page=-1&pageSize=13&utm_source=x',
        defaults,
      ),
    ).toEqual(defaults);
  });

  it('leaves defaults out of the URL and keeps foreign parameters', () => {
    expect(writeOverviewQuery('utm_source=news', defaults, defaults)).toBe('utm_source=news');
    const query: OverviewQuery = {
      ...defaults,
      filters: { color: ['gold', 'rot'] },
      sort: 'popularity',
      page: 2,
    };
    expect(writeOverviewQuery('utm_source=news&page=9', query, defaults)).toBe(
      'utm_source=news&color=gold%2Crot&sort=popularity&page=2',
    );
  });

  it('starts at page 1 when a filter changes', () => {
    const query = toggleFilter({ ...defaults, page: 4 }, 'color', 'rot');
    expect(query).toMatchObject({ filters: { color: ['rot'] }, page: 1 });
    expect(toggleFilter(query, 'color', 'rot').filters).toEqual({});
  });

  it('reads back what it writes', () => {
    const value = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,10}$/);
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom(...cardFilterKeys),
          fc.uniqueArray(value, { minLength: 1, maxLength: 4 }),
        ),
        fc.constantFrom('sort', 'popularity', 'created' as const),
        fc.integer({ min: 1, max: 1000 }),
        fc.constantFrom(12 as const, 48 as const),
        (filters, sort, page, pageSize) => {
          const query: OverviewQuery = {
            filters: Object.fromEntries(
              Object.entries(filters).map(([k, v]) => [k, [...v].sort()]),
            ),
            sort,
            page,
            pageSize,
          };
          expect(parseOverviewQuery(writeOverviewQuery('', query, defaults), defaults)).toEqual(
            query,
          );
        },
      ),
    );
  });
});
