import { useUnit } from 'effector-react';
import type { ComponentType } from 'react';
import type { EventCallable, Store } from 'effector';
import type { BlockOf, RemoteBlockProps } from '@shop/contracts';
import { designerHref } from '../../../shared/lib/designer';
import { detailPath } from '../../../shared/lib/detail-path';
import { storefrontOf, type LoadStatus, type Storefront } from '../../../shared/lib/storefront';
import { usePageCookies } from '../../../shared/lib/use-page-cookies';
import { useTranslator } from '../../../shared/lib/use-translator';
import {
  $calendarGroups,
  $currentCollageId,
  calendarOverview,
  collageOverview,
  photobookOverview,
  type OverviewSetup,
} from '../model/model';
import type { AnsweredEffects } from '@shop/federation/effector';
import { StartedScope } from '../../../shared/ui/started-scope';
import { OverviewGrid } from './overview-grid';

type OverviewModule = 'OverviewCalendar' | 'OverviewCollage' | 'OverviewPhotobook';
type OverviewViewProps = { pathname: string; storefront: Storefront };

/** The load state of one overview kind and its retry, for its view. */
function useOverview<Setup, Payload>(model: {
  $setup: Store<Setup | null>;
  $payload: Store<Payload | null>;
  $status: Store<LoadStatus>;
  retried: EventCallable<void>;
}) {
  const [setup, payload, status, retry] = useUnit([
    model.$setup,
    model.$payload,
    model.$status,
    model.retried,
  ]);
  return { setup, payload, status, retry };
}

/** An overview block: its kind's model started in a scope of its own with the block, path and query. */
function overviewBlock<M extends OverviewModule>(
  model: { started: EventCallable<OverviewSetup<BlockOf<M>>>; answered: AnsweredEffects },
  View: ComponentType<OverviewViewProps>,
) {
  return function OverviewBlock(props: RemoteBlockProps<M>) {
    const storefront = storefrontOf(props);
    return (
      <StartedScope
        started={model.started}
        answered={model.answered}
        start={(page) => ({
          block: props.block,
          storefront,
          pathname: props.pathname,
          search: page.search,
        })}
      >
        <View pathname={props.pathname} storefront={storefront} />
      </StartedScope>
    );
  };
}

/** Where a tile leads: the block's detail page below the current path, else straight to the designer. */
const tileHref = (
  storefront: Storefront,
  pathname: string,
  segment: string | undefined,
  query: Record<string, string>,
  designer: () => string,
) => (segment ? detailPath(storefront.basename, pathname, segment, query) : designer());

function CalendarOverviewView({ pathname, storefront }: OverviewViewProps) {
  const t = useTranslator(storefront.locale);
  const cookies = usePageCookies();
  const { setup, payload, status, retry } = useOverview(calendarOverview);
  const groups = useUnit($calendarGroups);
  if (!setup) return null;
  const tiles = groups.map((group) => ({
    id: group.designGroupId,
    name: group.name,
    text: group.description,
    image: group.image,
    price: group.priceFrom,
    href: tileHref(
      storefront,
      pathname,
      setup.block.detailSegment,
      { designGroupId: group.designGroupId },
      () =>
        designerHref(
          {
            kind: 'calendar',
            designGroupId: group.designGroupId,
            calendarType: group.calendarTypes[0],
          },
          storefront,
          cookies,
        ),
    ),
  }));
  return (
    <OverviewGrid
      module="OverviewCalendar"
      headline={setup.block.headline}
      status={status}
      tiles={tiles}
      currency={payload?.currency ?? 'EUR'}
      locale={storefront.locale}
      t={t}
      onRetry={retry}
    />
  );
}

/** `mf_product_wrappers/OverviewCalendar`: the calendar design groups of the block's calendar types. */
export const CalendarOverview = overviewBlock<'OverviewCalendar'>(
  calendarOverview,
  CalendarOverviewView,
);

function CollageOverviewView({ pathname, storefront }: OverviewViewProps) {
  const t = useTranslator(storefront.locale);
  const cookies = usePageCookies();
  const { setup, payload, status, retry } = useOverview(collageOverview);
  const current = useUnit($currentCollageId);
  if (!setup) return null;
  const tiles = (payload?.designGroups ?? []).flatMap((group) =>
    group.designs.map((design) => ({
      id: design.designId,
      name: design.name,
      text: `${group.name} · ${t('products.tiles', { count: design.tileCount })}`,
      image: design.image,
      price: null,
      current: design.designId === current,
      href: tileHref(
        storefront,
        pathname,
        setup.block.detailSegment,
        { designId: design.designId },
        () =>
          designerHref(
            { kind: 'collage', designId: design.designId, tileCount: design.tileCount },
            storefront,
            cookies,
          ),
      ),
    })),
  );
  return (
    <OverviewGrid
      module="OverviewCollage"
      headline={setup.block.headline}
      status={status}
      tiles={tiles}
      currency="EUR"
      locale={storefront.locale}
      t={t}
      onRetry={retry}
      expected={8}
    />
  );
}

/** `mf_product_wrappers/OverviewCollage`: the collage designs; the query's `designId` (default '13') is marked. */
export const CollageOverview = overviewBlock<'OverviewCollage'>(
  collageOverview,
  CollageOverviewView,
);

function PhotobookOverviewView({ pathname, storefront }: OverviewViewProps) {
  const t = useTranslator(storefront.locale);
  const cookies = usePageCookies();
  const { setup, payload, status, retry } = useOverview(photobookOverview);
  if (!setup) return null;
  const tiles = (payload?.designGroupSets ?? []).map((set) => ({
    id: set.designGroupSetId,
    name: set.name,
    text: set.description,
    image: set.image,
    price: set.priceFrom,
    href: tileHref(
      storefront,
      pathname,
      setup.block.detailSegment,
      { designGroupSetId: set.designGroupSetId },
      () =>
        designerHref(
          { kind: 'photobook', designGroupSetId: set.designGroupSetId, format: set.formats[0] },
          storefront,
          cookies,
        ),
    ),
  }));
  return (
    <OverviewGrid
      module="OverviewPhotobook"
      headline={setup.block.headline}
      status={status}
      tiles={tiles}
      currency={payload?.currency ?? 'EUR'}
      locale={storefront.locale}
      t={t}
      onRetry={retry}
    />
  );
}

/** `mf_product_wrappers/OverviewPhotobook`: the photobook design group sets of the block's categories. */
export const PhotobookOverview = overviewBlock<'OverviewPhotobook'>(
  photobookOverview,
  PhotobookOverviewView,
);
