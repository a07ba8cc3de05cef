import { combine } from 'effector';
import {
  fetchCalendarDesignGroup,
  fetchCollageDesignGroups,
  fetchPhotobookDesignGroupSets,
} from '@shop/api-client';
import { channelDefaults } from '@shop/catalogue';
import type { BlockOf } from '@shop/contracts';
import type { Storefront } from '../../../shared/lib/storefront';
import { createOverview } from './create-overview';

export type OverviewSetup<B> = {
  block: B;
  storefront: Storefront;
  pathname: string;
  search: string;
};
export type CalendarOverviewSetup = OverviewSetup<BlockOf<'OverviewCalendar'>>;
export type CollageOverviewSetup = OverviewSetup<BlockOf<'OverviewCollage'>>;
export type PhotobookOverviewSetup = OverviewSetup<BlockOf<'OverviewPhotobook'>>;

export const calendarOverview = createOverview('calendar', (_: CalendarOverviewSetup) =>
  fetchCalendarDesignGroup({}),
);
export const collageOverview = createOverview('collage', (_: CollageOverviewSetup) =>
  fetchCollageDesignGroups({}),
);
export const photobookOverview = createOverview('photobook', (setup: PhotobookOverviewSetup) =>
  fetchPhotobookDesignGroupSets({ categoryIds: setup.block.categoryIds }),
);

/** The design groups made for the calendar types the block names, with the from-price of each type. */
export const $calendarGroups = combine(
  calendarOverview.$payload,
  calendarOverview.$setup,
  (payload, setup) =>
    !payload || !setup
      ? []
      : payload.designGroups.filter((group) =>
          group.calendarTypes.some((type) =>
            (setup.block.calendarTypes as readonly string[]).includes(type),
          ),
        ),
);

/**
 * The collage designs in their groups; the design marked current is the query's `designId`, else the
 * block's default, else the channel's collage id.
 */
export const $currentCollageId = combine(collageOverview.$setup, (setup) => {
  if (!setup) return null;
  const fromQuery = new URLSearchParams(setup.search).get('designId');
  return (
    fromQuery || setup.block.defaultDesignId || channelDefaults(setup.storefront.channel).collageId
  );
});
