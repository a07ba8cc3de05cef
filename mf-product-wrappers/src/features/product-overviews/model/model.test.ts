import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { BlockOf, CollageDesignGroupsPayload } from '@shop/contracts';
import {
  calendarData,
  kartenliebe,
  photobookSets,
  wallart,
} from '../../../shared/testing/fixtures';
import {
  $calendarGroups,
  $currentCollageId,
  calendarOverview,
  collageOverview,
  photobookOverview,
} from './model';

const calendarBlock = {
  component: 'OverviewCalendar',
  headline: 'Kalender',
  calendarTypes: ['tischkalender'],
} as BlockOf<'OverviewCalendar'>;

describe('product overviews', () => {
  it('shows the calendar design groups of the block’s calendar types', async () => {
    const s = fork({ handlers: [[calendarOverview.loadFx, async () => calendarData]] });
    await allSettled(calendarOverview.started, {
      scope: s,
      params: { block: calendarBlock, storefront: wallart, pathname: '/fotokalender/', search: '' },
    });
    expect(s.getState(calendarOverview.$status)).toBe('success');
    expect(s.getState($calendarGroups)).toEqual([]);
    await allSettled(calendarOverview.started, {
      scope: s,
      params: {
        block: { ...calendarBlock, calendarTypes: ['wandkalender'] },
        storefront: wallart,
        pathname: '/',
        search: '',
      },
    });
    expect(s.getState($calendarGroups).map((group) => group.designGroupId)).toEqual(['klassik']);
  });

  it('asks for the photobook sets of the block’s categories', async () => {
    const load = vi.fn(async () => photobookSets);
    const s = fork({ handlers: [[photobookOverview.loadFx, load]] });
    const block = {
      component: 'OverviewPhotobook',
      headline: 'Fotobuch',
      categoryIds: ['1', '3'],
    } as BlockOf<'OverviewPhotobook'>;
    await allSettled(photobookOverview.started, {
      scope: s,
      params: { block, storefront: wallart, pathname: '/', search: '' },
    });
    expect(load).toHaveBeenCalledWith(expect.objectContaining({ block }));
    expect(s.getState(photobookOverview.$payload)?.designGroupSets).toHaveLength(1);
  });

  it('marks the collage of the query, else the block’s default, else the channel’s', async () => {
    const payload: CollageDesignGroupsPayload = { defaultDesignId: '13', designGroups: [] };
    const s = fork({ handlers: [[collageOverview.loadFx, async () => payload]] });
    const block = {
      component: 'OverviewCollage',
      headline: 'Collagen',
      defaultDesignId: '13',
    } as BlockOf<'OverviewCollage'>;
    const start = (search: string, b = block, storefront = wallart) =>
      allSettled(collageOverview.started, {
        scope: s,
        params: { block: b, storefront, pathname: '/', search },
      });
    await start('designId=21');
    expect(s.getState($currentCollageId)).toBe('21');
    await start('');
    expect(s.getState($currentCollageId)).toBe('13');
    await start('', { ...block, defaultDesignId: '' }, kartenliebe);
    expect(s.getState($currentCollageId)).toBe('1');
  });

  it('logs overview-container-load-failed and loads again on retry', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const s = fork({
      handlers: [
        [
          calendarOverview.loadFx,
          async () => {
            if (fail) throw new Error('down');
            return calendarData;
          },
        ],
      ],
    });
    await allSettled(calendarOverview.started, {
      scope: s,
      params: { block: calendarBlock, storefront: wallart, pathname: '/', search: '' },
    });
    expect(s.getState(calendarOverview.$status)).toBe('error');
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('"event":"overview-container-load-failed"'),
    );
    fail = false;
    await allSettled(calendarOverview.retried, { scope: s });
    expect(s.getState(calendarOverview.$status)).toBe('success');
    log.mockRestore();
  });
});
