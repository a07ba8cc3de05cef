import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { kartenliebe, themesPage } from '../../../shared/testing/fixtures';
import {
  $payload,
  $query,
  $status,
  filterToggled,
  loadThemesFx,
  overviewStarted,
  pageChosen,
  pageSizeChosen,
  retried,
  sortChosen,
  urlChanged,
  writeUrlFx,
  type ThemesRequest,
} from './model';

function scope(
  load = vi.fn(async (request: ThemesRequest) =>
    themesPage({ pageCount: 3, page: request.query.page }),
  ),
) {
  const writeUrl = vi.fn();
  const s = fork({
    handlers: [
      [loadThemesFx, load],
      [writeUrlFx, writeUrl],
    ],
  });
  return { s, load, writeUrl };
}

const setup = (search = '', occasion?: string) => ({
  storefront: kartenliebe,
  occasion,
  pageSize: 12,
  search,
});

describe('themes overview', () => {
  it('starts from the filters, sort and page size in the URL and loads that page for the block’s occasion', async () => {
    const { s, load } = scope();
    await allSettled(overviewStarted, {
      scope: s,
      params: setup('color=rot&category=taufe&sort=created&pageSize=48', 'hochzeit'),
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(load.mock.calls[0]![0]).toEqual({
      query: { filters: { color: ['rot'] }, sort: 'created', page: 1, pageSize: 48 },
      occasion: 'hochzeit',
    });
    expect(s.getState($status)).toBe('success');
  });

  it('writes each change into the URL and reloads, starting again at page 1', async () => {
    const { s, load, writeUrl } = scope();
    await allSettled(overviewStarted, { scope: s, params: setup() });
    await allSettled(pageChosen, { scope: s, params: 2 });
    await allSettled(filterToggled, { scope: s, params: { key: 'style', value: 'modern' } });
    await allSettled(sortChosen, { scope: s, params: 'popularity' });
    await allSettled(pageSizeChosen, { scope: s, params: 48 });
    expect(s.getState($query)).toEqual({
      filters: { style: ['modern'] },
      sort: 'popularity',
      page: 1,
      pageSize: 48,
    });
    expect(writeUrl).toHaveBeenCalledTimes(4);
    expect(writeUrl.mock.calls.at(-1)![0]).toMatchObject({
      pageSize: 48,
      defaults: { pageSize: 12 },
    });
    expect(load).toHaveBeenCalledTimes(5);
  });

  it('refuses a page beyond the last and a page size other than 12 or 48', async () => {
    const { s, load } = scope();
    await allSettled(overviewStarted, { scope: s, params: setup() });
    await allSettled(pageChosen, { scope: s, params: 4 });
    await allSettled(pageSizeChosen, { scope: s, params: 24 });
    expect(s.getState($query)).toMatchObject({ page: 1, pageSize: 12 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('follows the browser back to an earlier URL without writing it again', async () => {
    const { s, writeUrl } = scope();
    await allSettled(overviewStarted, { scope: s, params: setup('color=rot') });
    await allSettled(urlChanged, { scope: s, params: 'color=gold&page=2' });
    expect(s.getState($query)).toMatchObject({ filters: { color: ['gold'] }, page: 2 });
    expect(writeUrl).not.toHaveBeenCalled();
  });

  it('logs overview-container-load-failed and loads again on retry', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const { s } = scope(
      vi.fn(async () => {
        if (fail) throw new Error('down');
        return themesPage();
      }),
    );
    await allSettled(overviewStarted, { scope: s, params: setup() });
    expect(s.getState($status)).toBe('error');
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('"event":"overview-container-load-failed"'),
    );
    fail = false;
    await allSettled(retried, { scope: s });
    expect(s.getState($status)).toBe('success');
    expect(s.getState($payload)?.themes).toHaveLength(2);
    log.mockRestore();
  });
});
